/**
 * An uploaded picture (docs/product.md section 7): a person's avatar or a data-list product's
 * image. The body of an upload is the image itself, PNG, JPEG or WebP, at most 2 MB; the server
 * checks the bytes, not only the header, and the app checks a file the same way before sending.
 */
export const PICTURE_MAX_BYTES = 2 * 1024 * 1024;
export const PICTURE_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type PictureContentType = (typeof PICTURE_CONTENT_TYPES)[number];

export function isPictureContentType(value: string): value is PictureContentType {
  return (PICTURE_CONTENT_TYPES as readonly string[]).includes(value);
}

/**
 * The format of an image by its magic numbers (the bytes decide, not the header): PNG, JPEG or
 * WebP, else undefined.
 */
export function imageTypeOf(bytes: Uint8Array): PictureContentType | undefined {
  const starts = (offset: number, ...expected: number[]) =>
    bytes.length >= offset + expected.length && expected.every((b, i) => bytes[offset + i] === b);
  if (starts(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0, 0xff, 0xd8, 0xff)) return 'image/jpeg';
  // 'RIFF', four bytes of size, 'WEBP'
  if (starts(0, 0x52, 0x49, 0x46, 0x46) && starts(8, 0x57, 0x45, 0x42, 0x50)) return 'image/webp';
  return undefined;
}
