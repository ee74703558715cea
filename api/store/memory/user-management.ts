import type { ManagedUser } from '../../contract/user-management';
import type { UserManagementStore } from '../../modules/user-management/store';
import { managedUsersSeed } from '../../seed/user-management';

export function memoryUserManagementStore(
  rows: ManagedUser[] = managedUsersSeed(),
): UserManagementStore {
  const users = new Map(rows.map((row) => [row.id, structuredClone(row)]));
  return {
    async list() {
      return [...users.values()].map((row) => structuredClone(row));
    },
    async get(id) {
      const row = users.get(id);
      return row && structuredClone(row);
    },
    async update(id, user) {
      users.set(id, structuredClone({ ...user, id }));
    },
    async remove(id) {
      return users.delete(id);
    },
  };
}
