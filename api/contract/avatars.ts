import { z } from 'zod';
import { imageUrlSchema } from './common';

/**
 * A person's picture (docs/product.md section 7): the body of an upload is the image itself,
 * PNG, JPEG or WebP, at most 2 MB; the server checks the bytes, not only the header.
 */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type AvatarContentType = (typeof AVATAR_CONTENT_TYPES)[number];

export function isAvatarContentType(value: string): value is AvatarContentType {
  return (AVATAR_CONTENT_TYPES as readonly string[]).includes(value);
}

/**
 * The format of an image by its magic numbers (the bytes decide, not the header): PNG, JPEG or
 * WebP, else undefined. The server checks each upload with it; the app checks a file before sending.
 */
export function imageTypeOf(bytes: Uint8Array): AvatarContentType | undefined {
  const starts = (offset: number, ...expected: number[]) =>
    bytes.length >= offset + expected.length && expected.every((b, i) => bytes[offset + i] === b);
  if (starts(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0, 0xff, 0xd8, 0xff)) return 'image/jpeg';
  // 'RIFF', four bytes of size, 'WEBP'
  if (starts(0, 0x52, 0x49, 0x46, 0x46) && starts(8, 0x57, 0x45, 0x42, 0x50)) return 'image/webp';
  return undefined;
}

/** The reply of an upload: the picture's URL, which carries its version (`?v=3`). */
export const avatarReply = z.object({ avatar: imageUrlSchema });
export type AvatarReply = z.infer<typeof avatarReply>;
