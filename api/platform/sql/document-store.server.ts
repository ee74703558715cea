import { asc, eq, sql } from 'drizzle-orm';
import { recordFields, type DocumentStore } from '../documents';
import type { SqlDb } from './connection.server';
import { documentBytes, documentDownloads, documents } from './document-tables.server';

/**
 * The bytes go in and out as base64 text, which PostgreSQL decodes and encodes: PGlite passes a
 * bytea parameter or value through a slow conversion of its own (20 MB: 9 s in, 3 s out, against
 * 1.5 s and 0.3 s as base64); on a PostgreSQL server both ways take about as long.
 */
const fromBase64 = (bytes: Uint8Array) =>
  sql<Uint8Array>`decode(${Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).toString('base64')}, 'base64')`;
const toBase64 = sql<string>`encode(${documentBytes.bytes}, 'base64')`;
const bytesOf = (base64: string) => {
  const buffer = Buffer.from(base64, 'base64');
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.length);
};

/**
 * Documents in PostgreSQL (PGlite under DATA_DIR, or a server; migration 0220): the record in
 * `documents`, the bytes in `document_bytes`, written in one transaction, so a document is kept
 * whole or not at all, and every process on one database sees it (docs/architecture.md
 * decisions 12 and 13). Lists and look-ups read the records only.
 */
export function sqlDocumentStore(db: SqlDb): DocumentStore {
  return {
    put(document) {
      return db.transaction(async (tx) => {
        const [record] = await tx.insert(documents).values(recordFields(document)).returning();
        await tx
          .insert(documentBytes)
          .values({ documentId: record.id, bytes: fromBase64(document.bytes) });
        return record;
      });
    },
    async find(id) {
      const [record] = await db.select().from(documents).where(eq(documents.id, id));
      return record;
    },
    async get(id) {
      const [row] = await db
        .select({ record: documents, base64: toBase64 })
        .from(documents)
        .innerJoin(documentBytes, eq(documentBytes.documentId, documents.id))
        .where(eq(documents.id, id));
      return row && { record: row.record, bytes: bytesOf(row.base64) };
    },
    list(ownerKey) {
      return db
        .select()
        .from(documents)
        .where(eq(documents.ownerKey, ownerKey))
        .orderBy(asc(documents.id));
    },
    async remove(id) {
      const gone = await db
        .delete(documents)
        .where(eq(documents.id, id))
        .returning({ id: documents.id });
      return gone.length > 0;
    },
    async removeOwner(ownerKey) {
      const gone = await db
        .delete(documents)
        .where(eq(documents.ownerKey, ownerKey))
        .returning({ id: documents.id });
      return gone.length;
    },
    async recordDownload({ documentId, accountId, at }) {
      // one statement: no row for a document that is not there (never, or removed meanwhile)
      const noted = (await db.execute(
        sql`INSERT INTO document_downloads (document_id, account_id, at)
            SELECT id, ${accountId}::integer, ${at.toISOString()}::timestamptz
              FROM documents WHERE id = ${documentId}
            RETURNING id`,
      )) as unknown as { rows: unknown[] };
      return noted.rows.length > 0;
    },
    downloads(documentId) {
      return db
        .select({ accountId: documentDownloads.accountId, at: documentDownloads.at })
        .from(documentDownloads)
        .where(eq(documentDownloads.documentId, documentId))
        .orderBy(asc(documentDownloads.at), asc(documentDownloads.id));
    },
  };
}
