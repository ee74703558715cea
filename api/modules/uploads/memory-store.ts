import type { StoredUpload, UploadStore } from './store';
import { idCounter } from '../../platform/memory/ids';
import { memoryLists } from '../../platform/memory/lists';

const record = ({ id, name, type, bytes, expiresAt }: Readonly<StoredUpload>) => ({
  id,
  name,
  size: bytes.length,
  type,
  expiresAt: expiresAt.toISOString(),
});
const sum = (sizes: number[]) => sizes.reduce((total, size) => total + size, 0);

/**
 * The uploads of the demonstration page, each owner's oldest first (the server and browser mode
 * alike; the SQL stores use it too: uploads never go to the database, docs/decisions/0065).
 * Copies in; what goes out is the record without the bytes.
 */
export function memoryUploadStore(): UploadStore {
  const uploads = memoryLists<StoredUpload>();
  const nextId = idCounter([]);
  return {
    async insert(upload, limits) {
      const held = uploads.list(upload.ownerId, (row) => row.bytes.length);
      if (held.length >= limits.maxFiles) return { ok: false, limit: 'files' };
      if (sum(held) + upload.bytes.length > limits.maxTotalBytes) {
        return { ok: false, limit: 'bytes' };
      }
      const row = { ...upload, id: nextId() };
      uploads.add(upload.ownerId, row);
      return { ok: true, upload: record(row) };
    },
    async list(ownerId, session) {
      const held = uploads.list(ownerId, (row) => ({ session: row.session, upload: record(row) }));
      return {
        uploads: held.filter((row) => row.session === session).map((row) => row.upload),
        usedBytes: sum(held.map((row) => row.upload.size)),
      };
    },
    async remove(ownerId, session, id) {
      return uploads.remove(ownerId, (row) => row.id === id && row.session === session) > 0;
    },
    async removeSession(ownerId, session) {
      return uploads.remove(ownerId, (row) => row.session === session);
    },
    async removeExpired(now) {
      for (const ownerId of uploads.owners()) {
        uploads.remove(ownerId, (row) => row.expiresAt.getTime() <= now.getTime());
      }
    },
    async sessions() {
      return new Map(
        uploads
          .owners()
          .map((ownerId) => [ownerId, new Set(uploads.list(ownerId, (row) => row.session))]),
      );
    },
  };
}
