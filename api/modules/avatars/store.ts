import type { AvatarContentType } from '../../contract/avatars';

/** A person's stored picture: the bytes as uploaded, their type (checked), and its version. */
export interface StoredAvatar {
  contentType: AvatarContentType;
  bytes: Uint8Array;
  /** 1 for a person's first picture, one more for each upload after (a removal included) */
  version: number;
}

/**
 * People's pictures, one per person (table person_avatars; a Map in memory and in browser mode).
 * A removal keeps the person's version: a later upload gets a version no URL has named before,
 * so a browser's cached copy of an old picture (served immutable) is never shown for a new one.
 */
export interface AvatarStore {
  /** the current picture, or undefined when the person has none (never uploaded, or removed) */
  get(personId: number): Promise<StoredAvatar | undefined>;
  /** stores the picture in one write and answers its new version */
  put(
    personId: number,
    contentType: AvatarContentType,
    bytes: Uint8Array,
    at: Date,
  ): Promise<number>;
  /** removes the picture; false when there was none */
  remove(personId: number, at: Date): Promise<boolean>;
}
