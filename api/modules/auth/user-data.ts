import type { UserData } from './contract';
import type { UserRecord } from './store';

/** The active user of docs/product.md section 3, as the API sends it: never the password hash. */
export function toUserData(user: UserRecord): UserData {
  return {
    uid: user.id,
    displayName: user.displayName,
    about: user.about,
    photoURL: user.photoURL,
    status: user.status,
    userRole: user.role,
    email: user.email ?? '',
    providerId: user.providerId,
    phoneNumber: user.phoneNumber,
  };
}
