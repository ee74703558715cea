import { z } from 'zod';
import { id, requiredText, text } from '../../contract/common';
import { DOCUMENT_SIGNATURE_BYTES, documentTypeOf } from '../../contract/documents';

/**
 * Shipping documents uploaded on the upload demonstration page (/components/upload):
 * staff only, kept in memory for the session that sent them and never longer than
 * UPLOAD_TTL_MINUTES (docs/decisions/0065-demonstration-uploads.md). The page shows these limits
 * and checks a file against them before sending; the server checks the same ones again.
 *
 * The body of an upload is the file's bytes as they are (what XMLHttpRequest sends for a File,
 * with upload progress), its type the Content-Type, its name the query string's `name`.
 */

/** The largest file: 5 MB (a scanned bill of lading, a photo of a container's seal). */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
/** How many files one person may hold at a time. */
export const UPLOAD_MAX_FILES = 6;
/** All of one person's files together, at most 12 MB. */
export const UPLOAD_MAX_TOTAL_BYTES = 12 * 1024 * 1024;
/** An upload is dropped this long after it came, or when its session ends (sign-out) before. */
export const UPLOAD_TTL_MINUTES = 30;
/** The longest file name kept. */
export const UPLOAD_NAME_MAX = 120;

/** The types taken, and the file name endings the file chooser offers for each. */
export const UPLOAD_CONTENT_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;
export type UploadContentType = (typeof UPLOAD_CONTENT_TYPES)[number];
export const UPLOAD_EXTENSIONS: Record<UploadContentType, string[]> = {
  'application/pdf': ['.pdf'],
  'image/png': ['.png'],
  'image/jpeg': ['.jpg', '.jpeg'],
};

export function isUploadContentType(value: string): value is UploadContentType {
  return (UPLOAD_CONTENT_TYPES as readonly string[]).includes(value);
}

/**
 * The type of a file by its first bytes (its signature, not its name or declared type): a
 * document's types are the uploads' (api/contract/documents.ts). The page reads the first bytes
 * of a chosen file with this before sending, the server the body.
 */
export function uploadTypeOf(bytes: Uint8Array): UploadContentType | undefined {
  return documentTypeOf(bytes);
}

/** How many first bytes uploadTypeOf needs at most. */
export const UPLOAD_SIGNATURE_BYTES = DOCUMENT_SIGNATURE_BYTES;

/** `POST /api/components/uploads?name=<file name>`: the name, without a folder or control characters. */
export const uploadQuery = z.object({
  name: requiredText(UPLOAD_NAME_MAX)
    .refine((name) => !/[/\\]/.test(name), 'must be a file name, without a folder')
    // eslint-disable-next-line no-control-regex -- control characters are what is refused
    .refine((name) => !/[\u0000-\u001f\u007f]/.test(name), 'must not contain control characters')
    .meta({ examples: ['bill-of-lading.pdf'] }),
});
export type UploadQuery = z.infer<typeof uploadQuery>;

/** An upload as the server keeps it: its id, name, size in bytes, type (by its bytes) and end. */
export const uploadSchema = z.object({
  id,
  name: text().max(UPLOAD_NAME_MAX),
  size: z.number().int().min(1).max(UPLOAD_MAX_BYTES),
  type: z.enum(UPLOAD_CONTENT_TYPES),
  /** ISO time after which the server no longer holds it */
  expiresAt: text().max(40),
});
export type Upload = z.infer<typeof uploadSchema>;

/** `GET /api/components/uploads`: the session's uploads, oldest first, and the bytes they hold. */
export const uploadsReply = z.object({
  uploads: z.array(uploadSchema).max(UPLOAD_MAX_FILES),
  usedBytes: z.number().int().min(0),
});
export type UploadsReply = z.infer<typeof uploadsReply>;
