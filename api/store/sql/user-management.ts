import { eq } from 'drizzle-orm';
import type { ManagedUser } from '../../contract/user-management';
import type { UniqueUserField, UserManagementStore } from '../../modules/user-management/store';
import { managedUsersSeed } from '../../seed/user-management';
import type { SqlConnection, SqlDb } from './connection';
import { managedUsers } from './schema/user-management';
import { patchRow, violatedConstraint } from './patch-row';
import { seedTable } from './seed';

type Row = typeof managedUsers.$inferSelect;

const detailKeys = [
  'dob',
  'gender',
  'mobile',
  'website',
  'languages_known',
  'contact_options',
  'location',
  'social_links',
  'permissions',
] as const;

/** A row as the API sends it: detail columns that are null are left out. */
function toUser(row: Row): ManagedUser {
  const user: Record<string, unknown> = { ...row };
  for (const key of detailKeys) if (user[key] === null) delete user[key];
  return user as ManagedUser;
}

/** A user as a row: every detail column is written, null when the user has none. */
function toRow(user: ManagedUser): Row {
  const row = { ...user } as Record<string, unknown>;
  for (const key of detailKeys) row[key] ??= null;
  return row as Row;
}

/** the unique indexes of migrations/0105-user-management-unique.sql, by the field they keep unique */
const uniqueIndexes = new Map<string | undefined, UniqueUserField>([
  ['managed_users_email_key', 'email'],
  ['managed_users_username_key', 'username'],
]);

export async function seedUserManagement(conn: SqlConnection) {
  await seedTable(conn, 'managed_users', () =>
    conn.db.insert(managedUsers).values(managedUsersSeed().map(toRow)),
  );
}

export function sqlUserManagementStore(db: SqlDb): UserManagementStore {
  return {
    async list() {
      return (await db.select().from(managedUsers)).map(toUser);
    },
    async get(id) {
      const [row] = await db.select().from(managedUsers).where(eq(managedUsers.id, id));
      return row && toUser(row);
    },
    // one UPDATE; the unique indexes of 0105-user-management-unique.sql refuse a taken value
    async patch(id, changes) {
      try {
        const row = await patchRow(db, managedUsers, id, changes);
        return row && { user: toUser(row) };
      } catch (error) {
        const taken = uniqueIndexes.get(violatedConstraint(error));
        if (taken) return { taken };
        throw error;
      }
    },
    async remove(id) {
      const rows = await db
        .delete(managedUsers)
        .where(eq(managedUsers.id, id))
        .returning({ id: managedUsers.id });
      return rows.length > 0;
    },
  };
}
