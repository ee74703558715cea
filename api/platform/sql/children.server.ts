import { getTableColumns, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { SqlDb } from './connection.server';

/**
 * Inserts parent rows, then their children, in one transaction: a record with children (an order
 * and its lines, threads and their messages) is stored whole or not at all. `childrenOf` gets the
 * parents as inserted (their ids given) and answers the child rows, inserted in one statement in
 * that order, so identity ids grow with it. Answers the parents as inserted. Inside a
 * transaction it is a savepoint of it.
 */
export function insertWithChildren<P extends PgTable, C extends PgTable>(
  db: SqlDb,
  parent: P,
  parents: PgInsertValue<P>[],
  child: C,
  childrenOf: (inserted: P['$inferSelect'][]) => PgInsertValue<C>[],
): Promise<P['$inferSelect'][]> {
  if (parents.length === 0) return Promise.resolve([]);
  return db.transaction(async (tx) => {
    const inserted = (await tx.insert(parent).values(parents).returning()) as P['$inferSelect'][];
    const children = childrenOf(inserted);
    if (children.length) await tx.insert(child).values(children);
    return inserted;
  });
}

/**
 * The children of these parent rows in one SELECT, by parent id, each parent's in the order of
 * `orderBy` (an order's lines, a thread's messages): a page of records with children is read in
 * two statements however long it is. Every parent has an entry, [] when it has no children; no
 * query when there are no parents.
 */
export async function childrenByParent<
  C extends PgTable,
  K extends keyof C['$inferSelect'] & keyof C['_']['columns'] & string,
>(
  db: SqlDb,
  child: C,
  parentKey: K,
  parents: readonly { id: number }[],
  ...orderBy: (PgColumn | SQL)[]
): Promise<Map<number, C['$inferSelect'][]>> {
  const byParent = new Map(parents.map(({ id }) => [id, [] as C['$inferSelect'][]]));
  if (parents.length === 0) return byParent;
  const rows = (await db
    .select()
    .from(child as PgTable)
    .where(inArray(getTableColumns(child)[parentKey] as PgColumn, [...byParent.keys()]))
    .orderBy(...orderBy)) as C['$inferSelect'][];
  for (const row of rows) byParent.get(row[parentKey] as number)?.push(row);
  return byParent;
}
