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

/** The reply of an upload: the picture's URL, which carries its version (`?v=3`). */
export const avatarReply = z.object({ avatar: imageUrlSchema });
export type AvatarReply = z.infer<typeof avatarReply>;
