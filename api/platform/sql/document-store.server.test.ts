import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getTableConfig } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_MAX_BYTES } from '../../contract/documents';
import { testClock } from '../../test/clock';
import { storeKinds } from '../../test/harness';
import type { DocumentStore, NewDocument } from '../documents';
import { memoryDocumentStore } from '../memory/documents';
import { openPglite, openPostgres, type SqlConnection } from './connection.server';
import { sqlDocumentStore } from './document-store.server';
import { documentBytes, documentDownloads, documents } from './document-tables.server';
import { migrationFiles } from './migrate.server';

const url = process.env.DATABASE_URL;
const MIGRATION = '0220-documents.sql';
/** the documents' tables alone, on a database of their own (the other migrations are not needed) */
const createTables = (conn: SqlConnection) =>
  conn.exec(readFileSync(migrationFiles().get(MIGRATION)!, 'utf8'));

const encode = (value: string) => new TextEncoder().encode(value);
const PDF = encode('%PDF-1.7\n% bill of lading MAEU 240118, Laem Chabang to Rotterdam\n%%EOF\n');
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

/** a file of `size` bytes that starts as a PDF and is not the same byte throughout */
function pdfOf(size: number) {
  const file = new Uint8Array(size);
  for (let i = 0; i < size; i += 4096) file[i] = i % 251;
  file.set(PDF.slice(0, Math.min(size, PDF.length)));
  return file;
}

describe.each(storeKinds())('the document store (%s)', (kind) => {
  // PostgreSQL's test database is shared: this suite works in a schema of its own
  const schema = `test_${randomUUID().replaceAll('-', '')}`;
  let conn: SqlConnection | undefined;
  let store: DocumentStore;
  // every test writes under owners of its own
  let owner = 0;
  const nextOwner = () => `shipment:${kind}-${++owner}`;
  // one reading of the clock, so that the same minutes are the same instant
  let now: Date;
  const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000);
  const newDocument = (ownerKey: string, changes: Partial<NewDocument> = {}): NewDocument => ({
    ownerKey,
    kind: 'billOfLading',
    name: 'Bill of lading MAEU240118.pdf',
    type: 'application/pdf',
    bytes: PDF,
    uploadedBy: 2,
    uploadedAt: at(0),
    ...changes,
  });

  beforeAll(async () => {
    now = testClock();
    if (kind === 'memory') {
      store = memoryDocumentStore();
      return;
    }
    conn = kind === 'pglite' ? await openPglite() : await openPostgres(url!, schema);
    await createTables(conn);
    store = sqlDocumentStore(conn.db);
  });
  afterAll(async () => {
    if (kind === 'postgres') await conn!.exec(`DROP SCHEMA "${schema}" CASCADE`);
    await conn?.close();
  });

  it('keeps a document and answers its record, then its bytes as they came', async () => {
    const ownerKey = nextOwner();
    const uploadedAt = at(-5);
    const record = await store.put(newDocument(ownerKey, { uploadedAt }));
    expect(record).toEqual({
      id: expect.any(Number),
      ownerKey,
      kind: 'billOfLading',
      name: 'Bill of lading MAEU240118.pdf',
      type: 'application/pdf',
      size: PDF.length,
      uploadedBy: 2,
      uploadedAt,
    });
    expect(await store.find(record.id)).toEqual(record);
    const stored = await store.get(record.id);
    expect(stored?.record).toEqual(record);
    expect(stored?.bytes).toBeInstanceOf(Uint8Array);
    expect([...stored!.bytes]).toEqual([...PDF]);
  });

  it('keeps every byte value as it came', async () => {
    const bytes = new Uint8Array(8 + 256 * 3);
    bytes.set(PNG.slice(0, 8));
    for (let i = 8; i < bytes.length; i++) bytes[i] = (i * 7) % 256;
    const { id } = await store.put(newDocument(nextOwner(), { type: 'image/png', bytes }));
    expect([...(await store.get(id))!.bytes]).toEqual([...bytes]);
  });

  it('takes a document without a kind (null)', async () => {
    const record = await store.put(newDocument(nextOwner(), { kind: undefined, bytes: PNG }));
    expect(record).toMatchObject({ kind: null, size: PNG.length });
    expect((await store.find(record.id))?.kind).toBeNull();
  });

  it("lists an owner's documents oldest first, without bytes, and no one else's", async () => {
    const [mine, theirs] = [nextOwner(), nextOwner()];
    const first = await store.put(newDocument(mine, { name: 'invoice.pdf' }));
    const other = await store.put(newDocument(theirs));
    const second = await store.put(
      newDocument(mine, { name: 'seal.png', type: 'image/png', bytes: PNG, kind: null }),
    );
    const listed = await store.list(mine);
    expect(listed).toEqual([first, second]);
    for (const record of listed) expect(record).not.toHaveProperty('bytes');
    expect(await store.list(theirs)).toEqual([other]);
    expect(await store.list(nextOwner())).toEqual([]);
  });

  it('answers undefined and false for a document that does not exist', async () => {
    expect(await store.find(2_147_483_647)).toBeUndefined();
    expect(await store.get(2_147_483_647)).toBeUndefined();
    expect(await store.remove(2_147_483_647)).toBe(false);
    expect(await store.recordDownload({ documentId: 2_147_483_647, accountId: 2, at: at(0) })).toBe(
      false,
    );
    expect(await store.downloads(2_147_483_647)).toEqual([]);
  });

  it('keeps copies: changing the bytes given or answered changes nothing stored', async () => {
    const bytes = PDF.slice();
    const { id } = await store.put(newDocument(nextOwner(), { bytes }));
    bytes[0] = 0;
    const first = await store.get(id);
    expect(first!.bytes[0]).toBe(PDF[0]);
    first!.bytes[1] = 0;
    first!.record.name = 'changed.pdf';
    const again = await store.get(id);
    expect([...again!.bytes]).toEqual([...PDF]);
    expect(again!.record.name).toBe('Bill of lading MAEU240118.pdf');
  });

  it('notes each download, who and when, and answers them oldest first', async () => {
    const { id } = await store.put(newDocument(nextOwner()));
    const { id: otherId } = await store.put(newDocument(nextOwner()));
    expect(await store.downloads(id)).toEqual([]);
    expect(await store.recordDownload({ documentId: id, accountId: 7, at: at(10) })).toBe(true);
    expect(await store.recordDownload({ documentId: id, accountId: 2, at: at(3) })).toBe(true);
    expect(await store.recordDownload({ documentId: id, accountId: 7, at: at(10) })).toBe(true);
    expect(await store.recordDownload({ documentId: otherId, accountId: 9, at: at(1) })).toBe(true);
    expect(await store.downloads(id)).toEqual([
      { accountId: 2, at: at(3) },
      { accountId: 7, at: at(10) },
      { accountId: 7, at: at(10) },
    ]);
    expect(await store.downloads(otherId)).toEqual([{ accountId: 9, at: at(1) }]);
  });

  it('removes a document with its bytes and downloads; its id is never given again', async () => {
    const ownerKey = nextOwner();
    const kept = await store.put(newDocument(ownerKey, { name: 'kept.pdf' }));
    const gone = await store.put(newDocument(ownerKey));
    await store.recordDownload({ documentId: gone.id, accountId: 2, at: at(1) });
    expect(await store.remove(gone.id)).toBe(true);
    expect(await store.remove(gone.id)).toBe(false);
    expect(await store.find(gone.id)).toBeUndefined();
    expect(await store.get(gone.id)).toBeUndefined();
    expect(await store.downloads(gone.id)).toEqual([]);
    expect(await store.list(ownerKey)).toEqual([kept]);
    const next = await store.put(newDocument(ownerKey));
    expect(next.id).toBeGreaterThan(gone.id);
    if (conn) {
      const [{ count }] = await conn.query<{ count: number }>(
        'SELECT count(*)::integer AS count FROM document_bytes WHERE document_id = $1',
        [gone.id],
      );
      expect(count).toBe(0);
    }
  });

  it("removes every document of an owner, and no one else's", async () => {
    const [ownerKey, other] = [nextOwner(), nextOwner()];
    const first = await store.put(newDocument(ownerKey));
    await store.put(newDocument(ownerKey));
    const theirs = await store.put(newDocument(other));
    await store.recordDownload({ documentId: first.id, accountId: 2, at: at(1) });
    expect(await store.removeOwner(ownerKey)).toBe(2);
    expect(await store.list(ownerKey)).toEqual([]);
    expect(await store.downloads(first.id)).toEqual([]);
    expect(await store.list(other)).toEqual([theirs]);
    expect(await store.removeOwner(ownerKey)).toBe(0);
  });

  it('keeps a file of DOCUMENT_MAX_BYTES whole', async () => {
    const bytes = pdfOf(DOCUMENT_MAX_BYTES);
    const { id, size } = await store.put(newDocument(nextOwner(), { bytes }));
    expect(size).toBe(DOCUMENT_MAX_BYTES);
    const stored = await store.get(id);
    expect(stored!.bytes.length).toBe(DOCUMENT_MAX_BYTES);
    expect(Buffer.from(stored!.bytes).equals(Buffer.from(bytes))).toBe(true);
  }, 60_000);
});

describe('documents on PGlite in a data folder', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'documents-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('are there after the database is closed and opened again (a restart)', async () => {
    const at = testClock();
    const first = await openPglite(dataDir);
    await createTables(first);
    const written = await sqlDocumentStore(first.db).put({
      ownerKey: 'shipment:42',
      kind: 'proofOfDelivery',
      name: 'POD ใบรับสินค้า.pdf',
      type: 'application/pdf',
      bytes: PDF,
      uploadedBy: 2,
      uploadedAt: at,
    });
    await sqlDocumentStore(first.db).recordDownload({
      documentId: written.id,
      accountId: 5,
      at,
    });
    await first.close();

    const second = await openPglite(dataDir);
    try {
      const store = sqlDocumentStore(second.db);
      const read = await store.get(written.id);
      expect(read?.record).toEqual(written);
      expect([...read!.bytes]).toEqual([...PDF]);
      expect(await store.list('shipment:42')).toEqual([written]);
      expect(await store.downloads(written.id)).toEqual([{ accountId: 5, at }]);
      // a new document after the restart gets a new id
      const next = await store.put({ ...written, bytes: PNG, type: 'image/png' });
      expect(next.id).toBeGreaterThan(written.id);
    } finally {
      await second.close();
    }
    // two starts of PGlite on a new folder: seconds alone, a minute on a busy machine
  }, 120_000);
});

describe('the documents migration', () => {
  let conn: SqlConnection;
  beforeAll(async () => {
    conn = await openPglite();
    await createTables(conn);
  });
  afterAll(() => conn.close());

  it('is among the migrations every start applies', () => {
    expect(migrationFiles().has(MIGRATION)).toBe(true);
  });

  it.each([documents, documentBytes, documentDownloads].map((t) => [getTableConfig(t).name, t]))(
    'makes %s as its Drizzle table says: columns, types, nullability',
    async (name, table) => {
      const describe = (column: string, type: string, notNull: boolean) =>
        `${column} ${type}${notNull ? ' not null' : ''}`;
      const inDatabase = await conn.query<{ column: string; type: string; not_null: boolean }>(
        `SELECT attname AS column, format_type(atttypid, atttypmod) AS type, attnotnull AS not_null
           FROM pg_attribute WHERE attrelid = to_regclass($1) AND attnum > 0 AND NOT attisdropped`,
        [name],
      );
      expect(inDatabase.map((c) => describe(c.column, c.type, c.not_null)).sort()).toEqual(
        getTableConfig(table)
          .columns.map((c) => describe(c.name, c.getSQLType(), c.notNull || c.primary))
          .sort(),
      );
    },
  );

  it('refuses a type that is not a document’s and an empty file', async () => {
    const insert = (type: string, size: number) =>
      conn.query(
        `INSERT INTO documents (owner_key, name, type, size, uploaded_by, uploaded_at)
         VALUES ('shipment:1', 'x', $1, $2, 1, now())`,
        [type, size],
      );
    await expect(insert('image/gif', 10)).rejects.toThrow(/check constraint/);
    await expect(insert('application/pdf', 0)).rejects.toThrow(/check constraint/);
    await insert('application/pdf', 10);
  });
});
