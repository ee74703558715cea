import {
  AVATAR_MAX_BYTES,
  imageTypeOf,
  isAvatarContentType,
  type AvatarReply,
} from '../../contract/avatars';
import { ApiError, notFound } from '../../platform/errors';
import type { ApiDeps } from '../../platform/types';
import { defaultAvatar } from '../auth';

const REFUSED = 'the picture must be a PNG, JPEG or WebP image of at most 2 MB';

/** The URL of a stored picture; the version makes each upload a new URL (served immutable). */
export const avatarUrl = (personId: number, version: number) =>
  `/api/avatars/${personId}?v=${version}`;

/** The refusal of a body that is too large (the route's body limit and the bytes read). */
export const avatarTooLarge = () =>
  new ApiError(413, 'bodyTooLarge', 'body: the picture is larger than 2 MB', {
    field: 'body',
    limit: AVATAR_MAX_BYTES,
  });

/**
 * People's pictures (docs/product.md section 7): an upload is checked by its type header and its
 * bytes, stored, and the account's photoURL (the people app's avatar) names it; a removal sets
 * the default picture back.
 */
export function avatarService(deps: ApiDeps) {
  const { avatars, auth } = deps.stores;

  async function account(personId: number) {
    const found = await auth.findUserById(personId);
    if (!found) throw notFound(`No user with id ${personId}`);
    return found;
  }

  async function setPhoto(personId: number, photoURL: string) {
    const result = await auth.patchUser(personId, { photoURL });
    if (!result) throw notFound(`No user with id ${personId}`);
  }

  return {
    async upload(
      personId: number,
      contentType: string | undefined,
      bytes: Uint8Array,
    ): Promise<AvatarReply> {
      const declared = (contentType ?? '').split(';')[0].trim().toLowerCase();
      if (!isAvatarContentType(declared)) {
        throw new ApiError(415, 'unsupportedImage', `Content-Type: ${REFUSED}`);
      }
      if (bytes.length > AVATAR_MAX_BYTES) throw avatarTooLarge();
      const type = imageTypeOf(bytes);
      if (!type) throw new ApiError(422, 'unsupportedImage', `body: ${REFUSED}`, { field: 'body' });
      await account(personId);
      const version = await avatars.put(personId, type, bytes, deps.now());
      const avatar = avatarUrl(personId, version);
      await setPhoto(personId, avatar);
      return { avatar };
    },
    /** the picture goes; the person shows the default picture again */
    async remove(personId: number): Promise<AvatarReply> {
      const person = await account(personId);
      await avatars.remove(personId, deps.now());
      const avatar = defaultAvatar(person.email ?? String(personId));
      await setPhoto(personId, avatar);
      return { avatar };
    },
    async read(personId: number) {
      const found = await avatars.get(personId);
      if (!found) throw notFound(`No picture for user ${personId}`);
      return found;
    },
  };
}
