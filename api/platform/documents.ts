import type { Context } from 'hono';
import {
  DOCUMENT_EXTENSIONS,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_NAME_MAX,
  documentTypeOf,
  documentUploadQuery,
  isDocumentContentType,
  type DocumentContentType,
} from '../contract/documents';
import { ApiError } from './errors';
import { parseWith } from './validate';

/**
 * Stored documents, for the modules that keep files of a record (a shipment's bill of lading,
 * invoice, proof of delivery): the store's shape, the reading and checking of an upload, and the
 * headers that serve one (docs/architecture.md decision 13). The kit knows no module: a document
 * belongs to an `ownerKey` the module chooses (`shipment:42`), and who may read it is the
 * module's rule. What the app checks too (the types, the limit) is api/contract/documents.ts.
 */

/** A document's record: everything but its bytes. */
export interface DocumentRecord {
  id: number;
  /** whose it is, in the module's words: `shipment:42` */
  ownerKey: string;
  /** the module's kind of document (`proofOfDelivery`), or null */
  kind: string | null;
  /** the cleaned file name (cleanFileName), its ending that of `type` */
  name: string;
  /** the type its bytes proved */
  type: DocumentContentType;
  /** in bytes */
  size: number;
  /** the account that uploaded it (kept when the account is gone: the record is history) */
  uploadedBy: number;
  uploadedAt: Date;
}

export interface NewDocument {
  ownerKey: string;
  kind?: string | null;
  name: string;
  type: DocumentContentType;
  bytes: Uint8Array;
  uploadedBy: number;
  uploadedAt: Date;
}

/** The record of a new document but its id: its fields alone (no other a caller's object has). */
export const recordFields = ({
  ownerKey,
  kind,
  name,
  type,
  bytes,
  uploadedBy,
  uploadedAt,
}: NewDocument): Omit<DocumentRecord, 'id'> => ({
  ownerKey,
  kind: kind ?? null,
  name,
  type,
  size: bytes.length,
  uploadedBy,
  uploadedAt: new Date(uploadedAt),
});

/** One download of a document: who, when. */
export interface DocumentDownload {
  accountId: number;
  at: Date;
}

/**
 * Documents and their downloads, kept durably: in PostgreSQL (PGlite under DATA_DIR, or a
 * server), in a Map in browser mode. Ids are the highest given + 1, never reused
 * (docs/architecture.md decision 6). A list never reads the bytes.
 */
export interface DocumentStore {
  /** stores the record and the bytes together (both or neither) and answers the record */
  put(document: NewDocument): Promise<DocumentRecord>;
  /** the record without the bytes (an access check before a download), or undefined */
  find(id: number): Promise<DocumentRecord | undefined>;
  /** the record and the bytes, or undefined */
  get(id: number): Promise<{ record: DocumentRecord; bytes: Uint8Array } | undefined>;
  /** the owner's documents, oldest first, without their bytes */
  list(ownerKey: string): Promise<DocumentRecord[]>;
  /** removes the document with its downloads; false when there was none */
  remove(id: number): Promise<boolean>;
  /** removes every document of an owner (the owner is deleted); answers how many */
  removeOwner(ownerKey: string): Promise<number>;
  /** notes a download; false (and nothing noted) when there is no such document */
  recordDownload(download: { documentId: number; accountId: number; at: Date }): Promise<boolean>;
  /** the document's downloads, oldest first (none for an unknown document) */
  downloads(documentId: number): Promise<DocumentDownload[]>;
}

/** The document types by their endings, for telling a wrong ending from a name's own dot. */
const KNOWN_ENDINGS = Object.values(DOCUMENT_EXTENSIONS).flat();
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
/**
 * Control characters, the marks and overrides of text direction (U+202E makes `fdp.exe` read
 * `exe.pdf`) and the byte-order mark: taken out.
 */
const HIDDEN = /[\p{Cc}\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\ufeff]/gu;
/** What Windows refuses in a file name: each becomes `_`, so a saved copy keeps the name. */
const RESERVED = /["*:<>?|]/g;

/** The value cut to at most `max` UTF-16 units (as zod's max counts), never inside a character. */
function shorten(value: string, max: number) {
  if (value.length <= max) return value;
  let kept = '';
  for (const { segment } of new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(value)) {
    if (kept.length + segment.length > max) break;
    kept += segment;
  }
  return kept;
}

/**
 * A file name safe to keep, show and send back: no folder (everything up to the last `/` or `\`
 * goes), no control or direction characters, no leading dots, white space collapsed, at most
 * DOCUMENT_NAME_MAX characters with its ending kept, the ending that of the type the bytes proved
 * (`.pdf`, `.png`, `.jpg`; a wrong document ending is replaced, another ending kept before it:
 * `evil.exe` becomes `evil.exe.pdf`), never empty (`document.pdf`). Letters of any script stay.
 */
export function cleanFileName(name: string, type: DocumentContentType): string {
  const cleaned = name
    .slice(Math.max(name.lastIndexOf('/'), name.lastIndexOf('\\')) + 1)
    .replace(LONE_SURROGATE, '')
    .replace(HIDDEN, '')
    .normalize('NFC')
    .replace(RESERVED, '_')
    .replace(/\s+/gu, ' ')
    .replace(/^[\s.]+/u, '')
    .trim();
  const dot = cleaned.lastIndexOf('.');
  const ending = dot > 0 ? cleaned.slice(dot).toLowerCase() : '';
  const endings = DOCUMENT_EXTENSIONS[type];
  const extension = endings.includes(ending) ? ending : endings[0];
  const stem = KNOWN_ENDINGS.includes(ending) ? cleaned.slice(0, dot) : cleaned;
  const trimmed = (value: string) => value.replace(/[\s.]+$/u, '');
  const short = trimmed(shorten(trimmed(stem), DOCUMENT_NAME_MAX - extension.length));
  return `${short || 'document'}${extension}`;
}

const megabytes = (bytes: number) =>
  bytes % (1024 * 1024) === 0 ? `${bytes / (1024 * 1024)} MB` : `${bytes} bytes`;

const NOT_A_DOCUMENT = 'a PDF, PNG or JPEG document';

/**
 * The request's body, at most `maxBytes`: a body declared larger is refused before it is read,
 * and one that grows past the limit as it comes is refused at once (413 naming `file`).
 */
async function readBytesWithin(c: Context, maxBytes: number): Promise<Uint8Array> {
  const tooLarge = () =>
    new ApiError(413, 'bodyTooLarge', `file: the file is larger than ${megabytes(maxBytes)}`, {
      field: 'file',
      limit: maxBytes,
    });
  const declared = c.req.header('content-length');
  if (declared && /^\d+$/.test(declared) && Number(declared) > maxBytes) throw tooLarge();
  const body = c.req.raw.body;
  if (!body) return new Uint8Array(0);
  if (c.req.raw.bodyUsed) {
    // an earlier middleware read it (c.req.arrayBuffer()): Hono keeps that copy
    const bytes = new Uint8Array(await c.req.arrayBuffer());
    if (bytes.length > maxBytes) throw tooLarge();
    return bytes;
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.length;
      if (size > maxBytes) {
        await reader.cancel().catch(() => undefined);
        throw tooLarge();
      }
      chunks.push(value);
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    // the sender went away mid-way (a cancelled upload): bad input, not a defect
    throw new ApiError(400, 'badRequest', 'file: the upload ended before the whole file came', {
      field: 'file',
    });
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.length;
  }
  return bytes;
}

/**
 * An upload: the body is the file's bytes as they are (what fetch or XMLHttpRequest sends for a
 * File), its name the query's `name` (api/contract/documents.ts documentUploadQuery; a module's
 * upload endpoint declares that query). Checked in this order, nothing stored before:
 * - `name` with a folder or a control character, or longer than 1000: 422 naming `name`;
 * - a declared Content-Type other than a document's (none, or application/octet-stream, claims
 *   nothing): 415 unsupportedDocument naming `file`, before the body is read;
 * - more than `maxBytes` (DOCUMENT_MAX_BYTES unless given): 413 bodyTooLarge naming `file`, with
 *   the limit; an empty body 422 required naming `file`;
 * - bytes that are no PDF, PNG or JPEG, or not the type declared: 415 unsupportedDocument naming
 *   `file`.
 * Answers the type the bytes proved, the bytes, and the name cleaned (cleanFileName).
 */
export async function readDocumentUpload(
  c: Context,
  { maxBytes = DOCUMENT_MAX_BYTES }: { maxBytes?: number } = {},
): Promise<{ name: string; type: DocumentContentType; bytes: Uint8Array }> {
  const { name = '' } = parseWith(documentUploadQuery, { name: c.req.query('name') });
  const declared = (c.req.header('content-type') ?? '').split(';')[0].trim().toLowerCase();
  const claimed = declared === '' || declared === 'application/octet-stream' ? undefined : declared;
  if (claimed !== undefined && !isDocumentContentType(claimed)) {
    throw new ApiError(
      415,
      'unsupportedDocument',
      `file: the file must be ${NOT_A_DOCUMENT}, not ${claimed}`,
      { field: 'file' },
    );
  }
  const bytes = await readBytesWithin(c, maxBytes);
  if (bytes.length === 0) {
    throw new ApiError(422, 'required', "file: the request's body must be the file's bytes", {
      field: 'file',
    });
  }
  const type = documentTypeOf(bytes);
  if (!type || (claimed !== undefined && claimed !== type)) {
    const found = type ? `${type}, not the declared ${claimed}` : `not ${NOT_A_DOCUMENT}`;
    throw new ApiError(415, 'unsupportedDocument', `file: the file's content is ${found}`, {
      field: 'file',
    });
  }
  return { name: cleanFileName(name, type), type, bytes };
}

/** The name in plain ASCII for the header's `filename` (`filename*` carries the real one). */
function asciiName(name: string) {
  const ascii = name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]+/g, '_')
    .replace(/["\\%]/g, '_');
  const dot = ascii.lastIndexOf('.');
  const stem = dot > 0 ? ascii.slice(0, dot) : ascii;
  // a name in another script keeps no letter: a plain name with its ending instead
  return /[A-Za-z0-9]/.test(stem) ? ascii : `document${ascii.slice(stem.length)}`;
}

/** RFC 5987's percent-encoding: encodeURIComponent leaves ' ( ) * as they are, which it may not. */
const percentEncoded = (value: string) =>
  encodeURIComponent(value).replace(
    /['()*]/g,
    (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`,
  );

/**
 * The headers of a document's download: saved, never shown in the page (`attachment`; the
 * name as RFC 6266 and RFC 5987 say, an ASCII fallback and the UTF-8 name), its type not guessed
 * (`nosniff`), nothing run if a browser opens it anyway (a CSP with no source and a sandbox), and
 * no copy kept by a cache (it is someone's paperwork).
 */
export function documentDownloadHeaders(
  name: string,
  type: DocumentContentType,
  size: number,
): Record<string, string> {
  return {
    'Content-Type': type,
    'Content-Length': String(size),
    'Content-Disposition': `attachment; filename="${asciiName(name)}"; filename*=UTF-8''${percentEncoded(name)}`,
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; sandbox",
    'Cache-Control': 'private, no-store',
  };
}

/** The reply that serves a document's bytes with documentDownloadHeaders. */
export function documentReply(
  c: Context,
  { record, bytes }: { record: DocumentRecord; bytes: Uint8Array },
) {
  return c.body(
    bytes as Uint8Array<ArrayBuffer>,
    200,
    documentDownloadHeaders(record.name, record.type, bytes.length),
  );
}
