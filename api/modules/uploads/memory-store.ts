import type { StoredUpload, UploadStore } from './store';

/**
 * The uploads of the demonstration page in a Map (the server and browser mode alike; the SQL
 * stores use it too: uploads never go to the database, docs/decisions/0065). Copies in and out.
 */
export function memoryUploadStore(): UploadStore {
  const rows = new Map<number, StoredUpload>();
  let highestId = 0;
  const record = ({ id, name, type, bytes, expiresAt }: StoredUpload) => ({
    id,
    name,
    size: bytes.length,
    type,
    expiresAt: expiresAt.toISOString(),
  });
  const ofOwner = (ownerId: number) => [...rows.values()].filter((row) => row.ownerId === ownerId);
  const bytesOf = (list: StoredUpload[]) => list.reduce((sum, row) => sum + row.bytes.length, 0);
  const ofSession = (ownerId: number, session: string) =>
    ofOwner(ownerId).filter((row) => row.session === session);
  return {
    async insert(upload, limits) {
      const held = ofOwner(upload.ownerId);
      if (held.length >= limits.maxFiles) return { ok: false, limit: 'files' };
      if (bytesOf(held) + upload.bytes.length > limits.maxTotalBytes) {
        return { ok: false, limit: 'bytes' };
      }
      highestId += 1;
      const row = { ...upload, id: highestId, bytes: upload.bytes.slice() };
      rows.set(row.id, row);
      return { ok: true, upload: record(row) };
    },
    async list(ownerId, session) {
      return {
        uploads: ofSession(ownerId, session)
          .sort((a, b) => a.id - b.id)
          .map(record),
        usedBytes: bytesOf(ofOwner(ownerId)),
      };
    },
    async remove(ownerId, session, id) {
      const row = rows.get(id);
      if (!row || row.ownerId !== ownerId || row.session !== session) return false;
      return rows.delete(id);
    },
    async removeSession(ownerId, session) {
      const gone = ofSession(ownerId, session);
      for (const row of gone) rows.delete(row.id);
      return gone.length;
    },
    async removeExpired(now) {
      for (const row of [...rows.values()]) {
        if (row.expiresAt.getTime() <= now.getTime()) rows.delete(row.id);
      }
    },
    async sessions() {
      const found = new Map<number, Set<string>>();
      for (const row of rows.values()) {
        const set = found.get(row.ownerId) ?? new Set<string>();
        set.add(row.session);
        found.set(row.ownerId, set);
      }
      return found;
    },
  };
}
