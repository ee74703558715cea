import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import {
  PICTURE_MAX_BYTES,
  imageTypeOf,
  isPictureContentType,
  type PictureContentType,
} from '../contract/pictures';
import { ApiError, notFound } from './errors';

/**
 * Uploaded pictures, shared by the modules that keep one per record (a person's avatar, a
 * data-list product's image): the store's shape, the checks of an upload, its body limit and the
 * reply that serves one (docs/product.md section 7).
 */

/** A stored picture: the bytes as uploaded, their type (checked), and its version. */
export interface StoredPicture {
  contentType: PictureContentType;
  bytes: Uint8Array;
  /** 1 for an owner's first picture, one more for each upload after (a removal included) */
  version: number;
}

/**
 * One picture per owner (a person, a product): a table in SQL, a Map in memory and in browser
 * mode. A removal keeps the owner's version: a later upload gets a version no URL has named
 * before, so a browser's cached copy of an old picture (served immutable) is never shown again.
 */
export interface PictureStore {
  /** the current picture, or undefined when the owner has none (never uploaded, or removed) */
  get(ownerId: number): Promise<StoredPicture | undefined>;
  /** stores the picture in one write and answers its new version */
  put(
    ownerId: number,
    contentType: PictureContentType,
    bytes: Uint8Array,
    at: Date,
  ): Promise<number>;
  /** removes the picture; false when there was none */
  remove(ownerId: number, at: Date): Promise<boolean>;
}

const REFUSED = 'the picture must be a PNG, JPEG or WebP image of at most 2 MB';

/** The refusal of a body that is too large (the route's body limit and the bytes read). */
export const pictureTooLarge = () =>
  new ApiError(413, 'bodyTooLarge', 'body: the picture is larger than 2 MB', {
    field: 'body',
    limit: PICTURE_MAX_BYTES,
  });

/** The 2 MB limit of a picture's upload route (the API's general limit of 1 MB skips them). */
export const pictureBodyLimit = () =>
  bodyLimit({
    maxSize: PICTURE_MAX_BYTES,
    onError: () => {
      throw pictureTooLarge();
    },
  });

/**
 * The upload's body, checked by its declared type, its size and its bytes: answers the picture's
 * real type, or throws 415 (the header), 413 (the size) or 422 (bytes that are not an image).
 */
export async function readPicture(
  c: Context,
): Promise<{ contentType: PictureContentType; bytes: Uint8Array }> {
  const declared = (c.req.header('content-type') ?? '').split(';')[0].trim().toLowerCase();
  if (!isPictureContentType(declared)) {
    throw new ApiError(415, 'unsupportedImage', `Content-Type: ${REFUSED}`);
  }
  const bytes = new Uint8Array(await c.req.arrayBuffer());
  if (bytes.length > PICTURE_MAX_BYTES) throw pictureTooLarge();
  const contentType = imageTypeOf(bytes);
  if (!contentType) {
    throw new ApiError(422, 'unsupportedImage', `body: ${REFUSED}`, { field: 'body' });
  }
  return { contentType, bytes };
}

/**
 * Serves a stored picture to an <img>, which sends no token: by a URL that changes with each
 * upload (`?v=`), so it is cached for good.
 */
export async function pictureReply(c: Context, store: PictureStore, ownerId: number, what: string) {
  const picture = await store.get(ownerId);
  if (!picture) throw notFound(`No picture for ${what} ${ownerId}`);
  return c.body(picture.bytes as Uint8Array<ArrayBuffer>, 200, {
    'Content-Type': picture.contentType,
    'Content-Length': String(picture.bytes.length),
    'Cache-Control': 'public, max-age=31536000, immutable',
    'X-Content-Type-Options': 'nosniff',
  });
}
