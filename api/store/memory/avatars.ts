import type { AvatarStore, StoredAvatar } from '../../modules/avatars/store';

/** People's pictures in a Map (memory store and browser mode); copies in and out. */
export function memoryAvatarStore(): AvatarStore {
  const pictures = new Map<number, { picture?: StoredAvatar; version: number }>();
  return {
    async get(personId) {
      const picture = pictures.get(personId)?.picture;
      return picture && { ...picture, bytes: picture.bytes.slice() };
    },
    async put(personId, contentType, bytes) {
      const version = (pictures.get(personId)?.version ?? 0) + 1;
      pictures.set(personId, { picture: { contentType, bytes: bytes.slice(), version }, version });
      return version;
    },
    async remove(personId) {
      const row = pictures.get(personId);
      if (!row?.picture) return false;
      pictures.set(personId, { version: row.version });
      return true;
    },
  };
}
