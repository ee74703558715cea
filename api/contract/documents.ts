import { z } from 'zod';
import { text } from './common';
import { imageTypeOf } from './pictures';

/**
 * A stored document (a bill of lading, an invoice, a proof of delivery): a PDF, PNG or JPEG of at
 * most 20 MB, its type proved by its bytes (docs/architecture.md decision 13). What the server and
 * the app both check; the server's kit (reading an upload, the download's headers, the store) is
 * api/platform/documents.ts. The app checks a file with these before sending, as it does pictures.
 */
export const DOCUMENT_MAX_BYTES = 20 * 1024 * 1024;
export const DOCUMENT_CONTENT_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;
export type DocumentContentType = (typeof DOCUMENT_CONTENT_TYPES)[number];

/** The name endings of each type, the first the one a cleaned name is given. */
export const DOCUMENT_EXTENSIONS: Record<DocumentContentType, readonly string[]> = {
  'application/pdf': ['.pdf'],
  'image/png': ['.png'],
  'image/jpeg': ['.jpg', '.jpeg'],
};

/** The longest name a document keeps (a longer one is shortened, its ending kept). */
export const DOCUMENT_NAME_MAX = 120;

export function isDocumentContentType(value: string): value is DocumentContentType {
  return (DOCUMENT_CONTENT_TYPES as readonly string[]).includes(value);
}

const PDF_SIGNATURE = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-

/** How many first bytes documentTypeOf reads at most (a file's head for the app's own check). */
export const DOCUMENT_SIGNATURE_BYTES = 8;

/**
 * The type of a file by its first bytes, not its name or declared type: a PDF starts with
 * `%PDF-`, a PNG and a JPEG with their signatures (./pictures.ts); anything else (an executable
 * renamed .pdf, a GIF, text, nothing) is undefined.
 */
export function documentTypeOf(bytes: Uint8Array): DocumentContentType | undefined {
  if (PDF_SIGNATURE.every((b, i) => bytes[i] === b)) return 'application/pdf';
  const image = imageTypeOf(bytes);
  return image === 'image/png' || image === 'image/jpeg' ? image : undefined;
}

/**
 * An upload's query: `name`, the file's name as the person's computer called it (optional: a
 * document without one is called `document.pdf` and the like). A name with a folder or a control
 * character is refused (422 naming `name`); the rest is cleaned, not refused
 * (api/platform/documents.ts cleanFileName). A module's upload endpoint extends it (`kind`).
 */
export const documentUploadQuery = z.object({
  name: text()
    .max(1000)
    .refine((name) => !/[/\\]/.test(name), 'must be a file name, without a folder')
    // eslint-disable-next-line no-control-regex -- control characters are what is refused
    .refine((name) => !/[\u0000-\u001f\u007f-\u009f]/.test(name), {
      message: 'must not contain control characters',
    })
    .optional()
    .meta({ examples: ['Bill of lading MAEU 240118.pdf'] }),
});
export type DocumentUploadQuery = z.infer<typeof documentUploadQuery>;
