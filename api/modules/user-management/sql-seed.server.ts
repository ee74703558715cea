import { eq } from 'drizzle-orm';
import { FIRST_MANAGED_USER_ID, samplePeopleAccounts } from './seed';
import type { SqlConnection } from '../../platform/sql/connection.server';
import { authUsers } from '../auth/sql-tables.server';

/**
 * Adds the sample people to the accounts, with their ids (268-317), unless they are there; new
 * ids then continue after the highest. An email someone already holds keeps its account.
 */
export async function seedPeople(conn: SqlConnection, now: Date) {
  const [present] = await conn.db
    .select({ id: authUsers.id })
    .from(authUsers)
    .where(eq(authUsers.id, FIRST_MANAGED_USER_ID));
  if (present) return;
  await conn.db.insert(authUsers).values(samplePeopleAccounts(now)).onConflictDoNothing();
  await conn.exec(
    `SELECT setval(pg_get_serial_sequence('auth_users', 'id'), GREATEST((SELECT max(id) FROM auth_users), 1))`,
  );
}
