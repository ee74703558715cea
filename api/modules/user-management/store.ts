import type { ManagedUser } from '../../contract/user-management';

export interface UserManagementStore {
  list(): Promise<ManagedUser[]>;
  get(id: number): Promise<ManagedUser | undefined>;
  /** replaces the stored user with this one (same id) */
  update(id: number, user: ManagedUser): Promise<void>;
  /** false when there was no such user */
  remove(id: number): Promise<boolean>;
}
