import type { DataListProduct } from './contract';
import type { DataListStore } from './store';
import { dataListSeed } from './seed';
import { memoryTable } from '../../platform/memory/table';

export function memoryDataListStore(rows: DataListProduct[] = dataListSeed()): DataListStore {
  const items = memoryTable(rows);
  return {
    // the change version is the table's count of writes
    version: async () => items.writes(),
    // both read before the first await: one snapshot
    listAtVersion: async () => ({ version: items.writes(), value: await items.list() }),
    insert: items.insert,
    // the table's methods do their work when called: no other request comes in between
    insertMany: (list) => Promise.all(list.map((item) => items.insert(item))),
    patch: items.patch,
    remove: items.remove,
    async removeMany(ids) {
      const found = await Promise.all(ids.map((id) => items.get(id)));
      const missing = ids.filter((_, i) => !found[i]);
      if (missing.length === 0) await Promise.all(ids.map((id) => items.remove(id)));
      return missing;
    },
  };
}
