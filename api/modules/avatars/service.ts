import type { AvatarReply } from './contract';
import { endpointUrl } from '../../contract/endpoint';
import type { PictureContentType } from '../../contract/pictures';
import { notFound } from '../../platform/errors';
import type { ApiDeps } from '../deps';
import { defaultAvatar } from '../auth';
import { getAvatar } from './endpoints';

/** The URL of a stored picture; the version makes each upload a new URL (served immutable). */
export const avatarUrl = (personId: number, version: number) =>
  endpointUrl(getAvatar, { id: personId, v: version });

/**
 * People's pictures (docs/product.md section 7): an upload (checked by readPicture of
 * api/platform/pictures.ts) is stored, and the account's photoURL (the people app's avatar) names
 * it; a removal sets the default picture back.
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
      picture: { contentType: PictureContentType; bytes: Uint8Array },
    ): Promise<AvatarReply> {
      await account(personId);
      const version = await avatars.put(personId, picture.contentType, picture.bytes, deps.now());
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
  };
}
