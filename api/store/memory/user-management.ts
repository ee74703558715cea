import type { ManagedUser } from '../../contract/user-management';
import type { UniqueUserField, UserManagementStore } from '../../modules/user-management/store';
import { managedUsersSeed } from '../../seed/user-management';
import { memoryTable, UniqueViolation } from './table';

/** as the unique indexes of migrations/0105-user-management-unique.sql: lower(email), lower(username) */
const unique: Record<UniqueUserField, (user: ManagedUser) => string> = {
  email: (user) => user.email.toLowerCase(),
  username: (user) => user.username.toLowerCase(),
};

export function memoryUserManagementStore(
  rows: ManagedUser[] = managedUsersSeed(),
): UserManagementStore {
  const users = memoryTable(rows, { unique });
  return {
    list: users.list,
    get: users.get,
    async patch(id, changes) {
      try {
        const user = await users.patch(id, changes);
        return user && { user };
      } catch (error) {
        if (error instanceof UniqueViolation) return { taken: error.key as UniqueUserField };
        throw error;
      }
    },
    remove: users.remove,
  };
}
