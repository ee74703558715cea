import type { DataListProduct, DataListProductInput } from '../../contract/data-list';
import { notFound } from '../../platform/errors';
import { versionedCache } from '../../platform/versioned-cache';
import type { DataListStore } from './store';

export function dataListService(store: DataListStore) {
  return {
    /** The list, newest first, as the JSON text of the reply: built again only after a write. */
    listJson: versionedCache({ version: store.version, load: store.listAtVersion }, (items) =>
      JSON.stringify(items.sort((a, b) => b.id - a.id)),
    ),
    create(item: DataListProductInput) {
      return store.insert(item);
    },
    /** merges the given fields; the id never changes */
    async update(id: number, changes: Partial<DataListProductInput>): Promise<DataListProduct> {
      const current = await store.get(id);
      if (!current) throw notFound(`No product with id ${id}`);
      const merged = { ...current, ...changes, id };
      await store.update(id, merged);
      return merged;
    },
    async remove(id: number) {
      if (!(await store.remove(id))) throw notFound(`No product with id ${id}`);
    },
  };
}
