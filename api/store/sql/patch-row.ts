import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { SqlDb } from './connection';

type TableWithId = PgTable & { id: PgColumn };

/**
 * Sets the given fields of one row and returns the row, in one statement
 * (`UPDATE ... SET ... WHERE id = $1 RETURNING *`): a concurrent change of other fields is kept,
 * not overwritten by a stale read. undefined when there is no such row.
 */
export async function patchRow<T extends TableWithId>(
  db: SqlDb,
  table: T,
  id: number,
  changes: PgUpdateSetSource<T>,
): Promise<T['$inferSelect'] | undefined> {
  // Drizzle refuses an UPDATE with nothing to set (undefined fields are left out): the row as it is
  const rows = Object.values(changes).every((value) => value === undefined)
    ? db
        .select()
        .from(table as PgTable)
        .where(eq(table.id, id))
    : db.update(table).set(changes).where(eq(table.id, id)).returning();
  const [row] = (await rows) as T['$inferSelect'][];
  return row;
}
