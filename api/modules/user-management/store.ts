import type { ManagedUser, ManagedUserChanges } from '../../contract/user-management';

/** The fields that name one user each, compared case-insensitively (docs/product.md section 5.3). */
export type UniqueUserField = 'email' | 'username';

export interface UserManagementStore {
  list(): Promise<ManagedUser[]>;
  get(id: number): Promise<ManagedUser | undefined>;
  /**
   * Sets the given fields in one write (a concurrent change of other fields is kept) and answers
   * the user; or, changing nothing, the field whose value another user has (email or username,
   * compared case-insensitively; decided by the write itself, so two concurrent updates cannot
   * both take a value). undefined when there is no such user.
   */
  patch(
    id: number,
    changes: ManagedUserChanges,
  ): Promise<{ user: ManagedUser } | { taken: UniqueUserField } | undefined>;
  /** false when there was no such user */
  remove(id: number): Promise<boolean>;
}
