import { customType, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { DocumentContentType } from '../../contract/documents';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** bytea, read and written as base64 by the store (./document-store.server.ts says why). */
const bytes = customType<{ data: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * Stored documents (migration 0220, ../documents.ts): the record here, the bytes in
 * document_bytes, so that a list reads no file. `uploaded_by` is an account's id without a
 * reference: the platform names no module's table, and the record outlives the account.
 */
export const documents = pgTable(
  'documents',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    ownerKey: text('owner_key').notNull(),
    kind: text('kind'),
    name: text('name').notNull(),
    type: text('type').$type<DocumentContentType>().notNull(),
    size: integer('size').notNull(),
    uploadedBy: integer('uploaded_by').notNull(),
    uploadedAt: at('uploaded_at').notNull(),
  },
  (table) => [index('documents_owner_key_idx').on(table.ownerKey, table.id)],
);

/** A document's bytes, one row per document, gone with it. */
export const documentBytes = pgTable('document_bytes', {
  documentId: integer('document_id')
    .primaryKey()
    .references(() => documents.id, { onDelete: 'cascade' }),
  bytes: bytes('bytes').notNull(),
});

/** Who downloaded a document, when; gone with it. */
export const documentDownloads = pgTable(
  'document_downloads',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    accountId: integer('account_id').notNull(),
    at: at('at').notNull(),
  },
  (table) => [index('document_downloads_document_idx').on(table.documentId, table.at)],
);
