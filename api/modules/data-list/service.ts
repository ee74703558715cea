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
      const item = await store.patch(id, changes);
      if (!item) throw notFound(`No product with id ${id}`);
      return item;
    },
    async remove(id: number) {
      if (!(await store.remove(id))) throw notFound(`No product with id ${id}`);
    },
  };
}
