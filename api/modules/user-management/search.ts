import type { AuthStore } from '../auth';
import { toManagedUser } from './store';

/**
 * The people whose name, email or username contain `q`, as the people app shows them, for the
 * search across everything (api/modules/search): every editor may list the people (routes.ts),
 * so the same reader may find them. The accounts store searches (in the database on SQL).
 */
export async function searchPeople(accounts: AuthStore, q: string, limit: number) {
  const { total, users } = await accounts.searchUsers(q, limit);
  return { total, people: users.map(toManagedUser) };
}
