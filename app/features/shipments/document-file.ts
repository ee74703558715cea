import {
  DOCUMENT_MAX_BYTES,
  DOCUMENT_SIGNATURE_BYTES,
  documentTypeOf,
  type DocumentContentType,
} from '../../../api/contract/documents';

export type DocumentProblem = 'empty' | 'too-large' | 'wrong-type';

/**
 * A file checked in the page before it is sent, as the server checks it
 * (api/contract/documents.ts): at most DOCUMENT_MAX_BYTES, and a PDF, PNG or JPEG by its first
 * bytes, whatever its name says. Answers the type its bytes proved, or why it cannot be sent.
 */
export async function checkDocumentFile(
  file: Blob,
): Promise<{ type: DocumentContentType } | { problem: DocumentProblem }> {
  if (file.size === 0) return { problem: 'empty' };
  if (file.size > DOCUMENT_MAX_BYTES) return { problem: 'too-large' };
  const head = new Uint8Array(await file.slice(0, DOCUMENT_SIGNATURE_BYTES).arrayBuffer());
  const type = documentTypeOf(head);
  return type ? { type } : { problem: 'wrong-type' };
}
