import type { DataListProduct } from '../../contract/data-list';
import type { DataListStore } from '../../modules/data-list/store';
import { dataListSeed } from '../../seed/data-list';
import { memoryTable } from './table';

export function memoryDataListStore(rows: DataListProduct[] = dataListSeed()): DataListStore {
  const items = memoryTable(rows);
  return {
    // the change version is the table's count of writes
    version: async () => items.writes(),
    // both read before the first await: one snapshot
    listAtVersion: async () => ({ version: items.writes(), value: await items.list() }),
    insert: items.insert,
    patch: items.patch,
    remove: items.remove,
  };
}
