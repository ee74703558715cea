import type { FileRejection } from '@mantine/dropzone';
import {
  UPLOAD_CONTENT_TYPES,
  UPLOAD_EXTENSIONS,
  UPLOAD_MAX_BYTES,
  UPLOAD_SIGNATURE_BYTES,
  isUploadContentType,
  uploadTypeOf,
  type UploadContentType,
} from '../../../../api/modules/uploads/contract';

/** Why a file is refused before anything is sent (the server refuses the same, by its rules). */
export type FileProblem = 'type' | 'size' | 'count' | 'content';

/**
 * The drop zone's `accept`: the contract's types with their name endings, narrowed to `only`
 * (the picture examples take PNG and JPEG).
 */
export function acceptOf(only: readonly UploadContentType[] = UPLOAD_CONTENT_TYPES) {
  return Object.fromEntries(only.map((type) => [type, UPLOAD_EXTENSIONS[type]]));
}

/** The drop zone's refusal of a file (react-dropzone's codes), as one of ours. */
export function problemOfRejection(rejection: FileRejection): FileProblem {
  const codes = rejection.errors.map((error) => error.code);
  if (codes.includes('too-many-files')) return 'count';
  if (codes.includes('file-too-large')) return 'size';
  return 'type';
}

/**
 * A file's own check before it is sent: its declared type among `only`, its size, and its first
 * bytes (a text file renamed .pdf is refused here, as the server would refuse it).
 */
export async function problemOfFile(
  file: File,
  only: readonly UploadContentType[] = UPLOAD_CONTENT_TYPES,
): Promise<FileProblem | undefined> {
  if (!isUploadContentType(file.type) || !only.includes(file.type)) return 'type';
  if (file.size > UPLOAD_MAX_BYTES) return 'size';
  const head = new Uint8Array(await file.slice(0, UPLOAD_SIGNATURE_BYTES).arrayBuffer());
  return uploadTypeOf(head) === file.type ? undefined : 'content';
}
