import type { DataListProduct } from '../../contract/data-list';
import type { DataListStore } from '../../modules/data-list/store';
import { dataListSeed } from '../../seed/data-list';
import { idCounter } from './ids';

export function memoryDataListStore(rows: DataListProduct[] = dataListSeed()): DataListStore {
  const items = new Map(rows.map((row) => [row.id, structuredClone(row)]));
  const nextId = idCounter(rows);
  let version = 0;
  const list = async () => [...items.values()].map((row) => structuredClone(row));
  return {
    list,
    async version() {
      return version;
    },
    async listAtVersion() {
      return { version, value: await list() };
    },
    async get(id) {
      const row = items.get(id);
      return row && structuredClone(row);
    },
    async insert(item) {
      const id = nextId();
      items.set(id, { ...structuredClone(item), id });
      version++;
      return id;
    },
    async update(id, item) {
      items.set(id, structuredClone({ ...item, id }));
      version++;
    },
    async remove(id) {
      const removed = items.delete(id);
      if (removed) version++;
      return removed;
    },
  };
}
