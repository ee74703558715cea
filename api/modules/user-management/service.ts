import type { ManagedUser, ManagedUserChanges } from '../../contract/user-management';
import { ApiError, notFound } from '../../platform/errors';
import type { UniqueUserField, UserManagementStore } from './store';

const missing = (id: number) => notFound(`No user with id ${id}`);

/** Email and username name one user each (case-insensitive): 422 naming the field otherwise. */
function alreadyUsed(key: UniqueUserField): never {
  const field = `user.${key}`;
  throw new ApiError(422, 'alreadyUsed', `${field}: is already used by another user`, { field });
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
      const result = await store.patch(id, changes);
      if (!result) throw missing(id);
      if ('taken' in result) alreadyUsed(result.taken);
      return result.user;
    },
    async remove(id: number) {
      if (!(await store.remove(id))) throw missing(id);
    },
  };
}
