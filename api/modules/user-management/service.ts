import type { ManagedUser, ManagedUserChanges } from '../../contract/user-management';
import { ApiError, notFound } from '../../platform/errors';
import type { UserManagementStore } from './store';

const missing = (id: number) => notFound(`No user with id ${id}`);

/** Email and username name one user each (case-insensitive): 422 naming the field otherwise. */
async function checkUnique(store: UserManagementStore, user: ManagedUser) {
  const others = (await store.list()).filter((other) => other.id !== user.id);
  for (const key of ['email', 'username'] as const) {
    const value = user[key].toLowerCase();
    if (others.some((other) => other[key].toLowerCase() === value)) {
      const field = `user.${key}`;
      throw new ApiError(422, `${field}: is already used by another user`, { field });
    }
  }
}

export function userManagementService(store: UserManagementStore) {
  return {
    /** reversed: highest id first */
    async list() {
      return (await store.list()).sort((a, b) => b.id - a.id);
    },
    async get(id: number) {
      const user = await store.get(id);
      if (!user) throw missing(id);
      return user;
    },
    /** merges the given fields; the id never changes */
    async update(id: number, changes: ManagedUserChanges): Promise<ManagedUser> {
      const current = await store.get(id);
      if (!current) throw missing(id);
      const merged: ManagedUser = { ...current, ...changes, id };
      if (changes.email !== undefined || changes.username !== undefined)
        await checkUnique(store, merged);
      await store.update(id, merged);
      return merged;
    },
    async remove(id: number) {
      if (!(await store.remove(id))) throw missing(id);
    },
  };
}
