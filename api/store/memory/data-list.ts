import type { DataListProduct } from '../../contract/data-list';
import type { DataListStore } from '../../modules/data-list/store';
import { dataListSeed } from '../../seed/data-list';
import { idCounter } from './ids';

export function memoryDataListStore(rows: DataListProduct[] = dataListSeed()): DataListStore {
  const items = new Map(rows.map((row) => [row.id, structuredClone(row)]));
  const nextId = idCounter(rows);
  return {
    async list() {
      return [...items.values()].map((row) => structuredClone(row));
    },
    async get(id) {
      const row = items.get(id);
      return row && structuredClone(row);
    },
    async insert(item) {
      const id = nextId();
      items.set(id, { ...structuredClone(item), id });
      return id;
    },
    async update(id, item) {
      items.set(id, structuredClone({ ...item, id }));
    },
    async remove(id) {
      return items.delete(id);
    },
  };
}
