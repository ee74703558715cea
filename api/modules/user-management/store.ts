import type { ManagedUser, ManagedUserChanges } from './contract';
import { peopleRoleOf, roleOfPeopleRole } from '../../contract/roles';
import type { AuthStore, UniquePersonField, UserChanges, UserRecord } from '../auth/store';

export type UniqueUserField = UniquePersonField;

/**
 * The people of the company as the people app shows them (docs/product.md section 3). They are
 * the sign-in accounts (decision 0050): this store is a view of the accounts store, one row each,
 * so there is one adapter pair (memory and SQL, the accounts') and nothing to keep in step.
 */
export interface UserManagementStore {
  list(): Promise<ManagedUser[]>;
  get(id: number): Promise<ManagedUser | undefined>;
  /**
   * Sets the given fields in one write (a concurrent change of other fields is kept) and answers
   * the person; or, changing nothing, the field whose value another person has (email or
   * username, compared case-insensitively; decided by the write itself), or `lastAdmin` when the
   * change would leave no active admin. undefined when there is no such person.
   */
  patch(
    id: number,
    changes: ManagedUserChanges,
  ): Promise<{ user: ManagedUser } | { taken: UniqueUserField } | { lastAdmin: true } | undefined>;
  /** Whether some person has this username, compared case-insensitively (as `patch` does). */
  hasUsername(username: string): Promise<boolean>;
}

/** An account as the people app names its fields; what the person has not said is left out. */
export function toManagedUser(account: UserRecord): ManagedUser {
  const detail = {
    dob: account.dob,
    gender: account.gender,
    mobile: account.phoneNumber,
    website: account.website,
    languages_known: account.languagesKnown,
    contact_options: account.contactOptions,
    location: account.location,
    social_links: account.socialLinks,
    permissions: account.permissions,
  };
  return {
    id: account.id,
    username: account.username,
    avatar: account.photoURL,
    email: account.email ?? '',
    name: account.displayName,
    country: account.country,
    role: peopleRoleOf(account.role),
    status: account.accountStatus,
    is_verified: account.isVerified,
    department: account.department,
    companyId: account.companyId,
    ...Object.fromEntries(Object.entries(detail).filter(([, value]) => value !== null)),
  };
}

/** The people app's changes as the account's fields. */
export function toAccountChanges(changes: ManagedUserChanges): UserChanges {
  const mapped: UserChanges = {
    username: changes.username,
    photoURL: changes.avatar,
    email: changes.email,
    displayName: changes.name,
    country: changes.country,
    role: changes.role && roleOfPeopleRole(changes.role),
    accountStatus: changes.status,
    isVerified: changes.is_verified,
    department: changes.department,
    companyId: changes.companyId,
    dob: changes.dob,
    gender: changes.gender,
    phoneNumber: changes.mobile,
    website: changes.website,
    languagesKnown: changes.languages_known,
    contactOptions: changes.contact_options,
    location: changes.location,
    socialLinks: changes.social_links,
    permissions: changes.permissions,
  };
  return Object.fromEntries(
    Object.entries(mapped).filter(([, value]) => value !== undefined),
  ) as UserChanges;
}

/** The people store over the accounts store (both adapters). */
export function peopleStore(accounts: AuthStore): UserManagementStore {
  return {
    async list() {
      return (await accounts.listUsers()).map(toManagedUser);
    },
    async get(id) {
      const account = await accounts.findUserById(id);
      return account && toManagedUser(account);
    },
    async patch(id, changes) {
      const result = await accounts.patchUser(id, toAccountChanges(changes));
      if (!result || !('user' in result)) return result;
      return { user: toManagedUser(result.user) };
    },
    async hasUsername(username) {
      // a few hundred accounts at most (the staff and the sign-in accounts): one read, no index
      const wanted = username.toLowerCase();
      return (await accounts.listUsers()).some((a) => a.username.toLowerCase() === wanted);
    },
  };
}
