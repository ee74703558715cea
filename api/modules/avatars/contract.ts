import { z } from 'zod';
import { imageUrlSchema } from '../../contract/common';

/**
 * A person's picture (docs/product.md section 7): uploaded as a picture of ./pictures.ts. The reply
 * of an upload is the picture's URL, which carries its version (`?v=3`).
 */
export const avatarReply = z.object({ avatar: imageUrlSchema });
export type AvatarReply = z.infer<typeof avatarReply>;

/**
 * GET /api/avatars/{id}?v=: the picture's version only makes each upload a new URL (served
 * immutable); any value is taken and the current picture served.
 */
export const avatarQuery = z.object({ v: z.string().optional() });
