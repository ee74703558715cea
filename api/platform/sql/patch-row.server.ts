import { eq, getTableName, sql } from 'drizzle-orm';
import type { PgColumn, PgInsertValue, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
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

/** Inserts one row and answers its new id (the identity: the highest ever given + 1). */
export async function insertRow<T extends TableWithId>(
  db: SqlDb,
  table: T,
  values: PgInsertValue<T>,
): Promise<number> {
  const [row] = await db.insert(table).values(values).returning({ id: table.id });
  return row.id as number;
}

/**
 * Takes the next id of the table's identity (`nextval`), for a row whose other fields are made
 * from its id (an order's number), inserted with it: the same sequence as insertRow's, so the id
 * is never given again, even when the row is not written.
 */
export async function nextId(db: SqlDb, table: TableWithId): Promise<number> {
  const result = (await db.execute(
    sql`SELECT nextval(pg_get_serial_sequence(${getTableName(table)}, 'id')) AS id`,
  )) as unknown as { rows: { id: string | number }[] };
  return Number(result.rows[0].id);
}

/** What db.transaction hands its callback. */
type SqlTransaction = Parameters<Parameters<SqlDb['transaction']>[0]>[0];

/**
 * An owner's sample rows, written once across processes: under a transaction-level advisory lock
 * for (lock, owner), `seed` runs only when `hasAny` finds none of the owner's rows yet. Answers
 * whether it wrote (docs/decisions/0056: a person's own sample tasks, cart, orders).
 */
export function seedOwnerOnce(
  db: SqlDb,
  lock: number,
  ownerId: number,
  hasAny: (tx: SqlTransaction) => Promise<boolean>,
  seed: (tx: SqlTransaction) => Promise<void>,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${lock}, ${ownerId})`);
    if (await hasAny(tx)) return false;
    await seed(tx);
    return true;
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
