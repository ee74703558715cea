import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { SqlDb } from './connection.server';

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

/**
 * Sets the fields that `change` answers for the row as it is now, and returns the row: the read
 * (`SELECT ... FOR UPDATE`) and the write run in one transaction that holds the row's lock, so no
 * concurrent change comes in between. undefined when there is no such row. When `change` throws,
 * the transaction rolls back and the error goes on to the caller.
 */
export function patchRowWith<T extends TableWithId>(
  db: SqlDb,
  table: T,
  id: number,
  change: (row: T['$inferSelect']) => PgUpdateSetSource<T>,
): Promise<T['$inferSelect'] | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(table as PgTable)
      .where(eq(table.id, id))
      .for('update');
    return row && patchRow(tx, table, id, change(row as T['$inferSelect']));
  });
}

/** Deletes one row by id: false when there was none. */
export async function removeRow<T extends TableWithId>(db: SqlDb, table: T, id: number) {
  const gone = await db.delete(table).where(eq(table.id, id)).returning({ id: table.id });
  return gone.length > 0;
}

/**
 * The name of the constraint or index a PostgreSQL error reports as violated (unique 23505,
 * check 23514), also when Drizzle wraps the error; undefined for any other error.
 */
export function violatedConstraint(error: unknown): string | undefined {
  for (
    let e = error as { code?: string; constraint?: string; cause?: unknown } | undefined;
    e;
    e = e.cause as typeof e
  ) {
    if (e.code === '23505' || e.code === '23514') return e.constraint;
  }
  return undefined;
}
