/** The active user as kept under `userInfo` (docs/product.md section 3). */
import type { UserData } from '../../../api/modules/auth/contract';
import type { Role } from '../../../api/contract/roles';
import {
  notifyAuthStateChanged,
  readStoredObject,
  storageKeys,
  writeStored,
} from './sign-in-storage';

export interface UserInfo {
  uid: number | string;
  displayName: string;
  about: string;
  photoURL: string;
  status: string;
  /** the role the UI shows: a preview (./role-preview.ts), never above the server's role */
  userRole: Role;
  email?: string;
  providerId?: string;
  /** the identity provider's subject, after a provider sign-in */
  sub?: string;
}

/** The user info of docs/product.md section 3 from the API's userData. */
export function userInfoOf(userData: UserData, extra: Partial<UserInfo> = {}): UserInfo {
  return {
    uid: userData.uid,
    displayName: userData.displayName,
    about: userData.about,
    photoURL: userData.photoURL,
    status: userData.status,
    userRole: userData.userRole,
    email: userData.email,
    providerId: userData.providerId,
    ...extra,
  };
}

/** The stored user info (docs/product.md section 3), or undefined. */
export function getUserInfo(): UserInfo | undefined {
  return readStoredObject(storageKeys.user) as UserInfo | undefined;
}

/** Changes stored user-info fields (display name, previewed role). */
export function updateUserInfo(changes: Partial<UserInfo>) {
  const previous = getUserInfo();
  if (!previous) return;
  writeStored(storageKeys.user, JSON.stringify({ ...previous, ...changes }));
  notifyAuthStateChanged();
}
