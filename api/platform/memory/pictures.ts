import type { PictureStore, StoredPicture } from '../pictures';

/** Pictures in a Map, one per owner (memory store and browser mode); copies in and out. */
export function memoryPictureStore(): PictureStore {
  const pictures = new Map<number, { picture?: StoredPicture; version: number }>();
  return {
    async get(ownerId) {
      const picture = pictures.get(ownerId)?.picture;
      return picture && { ...picture, bytes: picture.bytes.slice() };
    },
    async put(ownerId, contentType, bytes) {
      const version = (pictures.get(ownerId)?.version ?? 0) + 1;
      pictures.set(ownerId, { picture: { contentType, bytes: bytes.slice(), version }, version });
      return version;
    },
    async remove(ownerId) {
      const row = pictures.get(ownerId);
      if (!row?.picture) return false;
      pictures.set(ownerId, { version: row.version });
      return true;
    },
  };
}
