import { inArray } from 'drizzle-orm';
import type { DataListStore } from './store';
import { dataListSeed } from './seed';
import type { SqlConnection } from '../../platform/sql/connection.server';
import { dataListProducts } from './sql-tables.server';
import { seedTable } from '../../platform/sql/seed.server';
import { sqlChangeVersion } from '../../platform/sql/change-versions.server';
import { patchRow, removeRow, insertRow } from '../../platform/sql/patch-row.server';

export async function seedDataList(conn: SqlConnection) {
  const { db } = conn;
  await seedTable(conn, 'data_list_products', () =>
    db.insert(dataListProducts).values(dataListSeed()),
  );
}

export function sqlDataListStore(conn: SqlConnection): DataListStore {
  const { db } = conn;
  const changes = sqlChangeVersion(conn, 'data_list');
  return {
    version: changes.version,
    listAtVersion: () => changes.readAtVersion((tx) => tx.select().from(dataListProducts)),
    insert: (item) => insertRow(db, dataListProducts, item),
    // batches of rows, each one INSERT (a statement has at most 65,535 parameters), in one
    // transaction: all or nothing
    insertMany: (list) =>
      db.transaction(async (tx) => {
        const ids: number[] = [];
        for (let start = 0; start < list.length; start += INSERT_BATCH) {
          const rows = await tx
            .insert(dataListProducts)
            .values(list.slice(start, start + INSERT_BATCH))
            .returning({ id: dataListProducts.id });
          ids.push(...rows.map((row) => row.id));
        }
        return ids;
      }),
    // one UPDATE: the trigger of 0104-data-list-change-version.sql raises the version
    patch: (id, changes) => patchRow(db, dataListProducts, id, changes),
    remove: (id) => removeRow(db, dataListProducts, id),
    async removeMany(ids) {
      const wanted = new Set(ids);
      let missing: number[] = [];
      await db
        .transaction(async (tx) => {
          const rows = await tx
            .delete(dataListProducts)
            .where(inArray(dataListProducts.id, [...wanted]))
            .returning({ id: dataListProducts.id });
          if (rows.length === wanted.size) return;
          const deleted = new Set(rows.map((row) => row.id));
          missing = [...wanted].filter((id) => !deleted.has(id));
          throw new RollBack();
        })
        .catch((error: unknown) => {
          if (!(error instanceof RollBack)) throw error;
        });
      return missing;
    },
  };
}

/** Rows per INSERT of insertMany: 6 columns, well under the 65,535 parameters of a statement. */
const INSERT_BATCH = 2_000;

/** Thrown inside a transaction to undo it (a deletion that did not find every item). */
class RollBack extends Error {}
