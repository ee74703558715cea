import {
  recordFields,
  type DocumentDownload,
  type DocumentRecord,
  type DocumentStore,
} from '../documents';
import { idCounter } from './ids';

/**
 * Documents in a Map (browser mode and the memory store): copies in and out, the bytes apart from
 * the record so that a list copies no file. Each write is done before its first await, so no
 * reader sees a record without its bytes.
 */
export function memoryDocumentStore(): DocumentStore {
  const rows = new Map<
    number,
    { record: DocumentRecord; bytes: Uint8Array; downloads: DocumentDownload[] }
  >();
  const nextId = idCounter([]);
  const copy = (record: DocumentRecord): DocumentRecord => ({
    ...record,
    uploadedAt: new Date(record.uploadedAt),
  });
  return {
    async put(document) {
      const record = { ...recordFields(document), id: nextId() };
      rows.set(record.id, { record, bytes: document.bytes.slice(), downloads: [] });
      return copy(record);
    },
    async find(id) {
      const row = rows.get(id);
      return row && copy(row.record);
    },
    async get(id) {
      const row = rows.get(id);
      return row && { record: copy(row.record), bytes: row.bytes.slice() };
    },
    async list(ownerKey) {
      // ids grow with each put and a Map keeps the order of insertion: oldest first
      return [...rows.values()]
        .filter((row) => row.record.ownerKey === ownerKey)
        .map((row) => copy(row.record));
    },
    async remove(id) {
      return rows.delete(id);
    },
    async removeOwner(ownerKey) {
      let removed = 0;
      for (const [id, row] of rows) {
        if (row.record.ownerKey === ownerKey && rows.delete(id)) removed++;
      }
      return removed;
    },
    async recordDownload({ documentId, accountId, at }) {
      const row = rows.get(documentId);
      if (!row) return false;
      row.downloads.push({ accountId, at: new Date(at) });
      return true;
    },
    async downloads(documentId) {
      const downloads = rows.get(documentId)?.downloads ?? [];
      // as SQL orders them: by time, then in the order noted (a stable sort)
      return downloads
        .map((download) => ({ accountId: download.accountId, at: new Date(download.at) }))
        .sort((a, b) => a.at.getTime() - b.at.getTime());
    },
  };
}
