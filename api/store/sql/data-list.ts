import { eq } from 'drizzle-orm';
import type { DataListStore } from '../../modules/data-list/store';
import { dataListSeed } from '../../seed/data-list';
import type { SqlConnection } from './connection';
import { dataListProducts } from './schema/data-list';
import { seedTable } from './seed';
import { sqlChangeVersion } from './change-versions';
import { patchRow } from './patch-row';

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
    async insert(item) {
      const [row] = await db
        .insert(dataListProducts)
        .values(item)
        .returning({ id: dataListProducts.id });
      return row.id;
    },
    // one UPDATE: the trigger of 0104-data-list-change-version.sql raises the version
    patch: (id, changes) => patchRow(db, dataListProducts, id, changes),
    async remove(id) {
      const rows = await db
        .delete(dataListProducts)
        .where(eq(dataListProducts.id, id))
        .returning({ id: dataListProducts.id });
      return rows.length > 0;
    },
  };
}
