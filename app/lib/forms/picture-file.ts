import {
  PICTURE_MAX_BYTES,
  imageTypeOf,
  isPictureContentType,
} from '../../../api/contract/pictures';

export type PictureProblem = 'wrong-type' | 'too-large';

/**
 * Why a file cannot be a picture (a person's avatar, a product's image), checked in the browser
 * before anything is sent: its type, its size and its first bytes. The server checks the same
 * (api/contract/pictures.ts) and names its refusal by code.
 */
export async function pictureProblemOf(file: File): Promise<PictureProblem | undefined> {
  if (!isPictureContentType(file.type)) return 'wrong-type';
  if (file.size > PICTURE_MAX_BYTES) return 'too-large';
  const head = new Uint8Array(await file.slice(0, 12).arrayBuffer());
  return imageTypeOf(head) ? undefined : 'wrong-type';
}
