import type {
  DataListImageReply,
  DataListProduct,
  DataListProductInput,
  ImportDataListProductsReply,
} from './contract';
import { endpointUrl } from '../../contract/endpoint';
import type { PictureContentType } from '../../contract/pictures';
import { notFound } from '../../platform/errors';
import type { PictureStore } from '../../platform/pictures';
import { versionedCache } from '../../platform/versioned-cache';
import { getProductImage } from './endpoints';
import type { DataListStore } from './store';

/** The URL of a product's stored image; the version makes each upload a new URL (served immutable). */
export const dataListImageUrl = (id: number, version: number) =>
  endpointUrl(getProductImage, { id, v: version });

export function dataListService(store: DataListStore, images: PictureStore, now: () => Date) {
  async function update(id: number, changes: Partial<DataListProductInput>) {
    const item = await store.patch(id, changes);
    if (!item) throw notFound(`No product with id ${id}`);
    return item;
  }

  return {
    /** The list, newest first, as the JSON text of the reply: built again only after a write. */
    listJson: versionedCache({ version: store.version, load: store.listAtVersion }, (items) =>
      JSON.stringify(items.sort((a, b) => b.id - a.id)),
    ),
    create(item: DataListProductInput) {
      return store.insert(item);
    },
    /** merges the given fields; the id never changes */
    update: (id: number, changes: Partial<DataListProductInput>): Promise<DataListProduct> =>
      update(id, changes),
    async remove(id: number) {
      if (!(await store.remove(id))) throw notFound(`No product with id ${id}`);
      // SQL takes the image along with the row; memory keeps it until told
      await images.remove(id, now());
    },
    /** A spreadsheet's rows (checked by the route), added in one transaction, all or nothing. */
    async importItems(
      items: readonly DataListProductInput[],
    ): Promise<ImportDataListProductsReply> {
      const ids = await store.insertMany(items);
      // a loop, not Math.min(...ids): 100,000 arguments come near the call stack's limit
      const firstId = ids.reduce((low, id) => (id < low ? id : low));
      const lastId = ids.reduce((high, id) => (id > high ? id : high));
      return { imported: ids.length, firstId, lastId };
    },
    /** A selection deleted in one transaction; an id no item has is 404 and nothing goes. */
    async removeMany(ids: readonly number[]) {
      const distinct = [...new Set(ids)];
      const missing = await store.removeMany(distinct);
      if (missing.length > 0) {
        throw notFound(`ids: no product with id ${missing.join(', ')}`, {
          field: 'ids',
          ids: missing,
        });
      }
      await Promise.all(distinct.map((id) => images.remove(id, now())));
      return { deleted: distinct.length };
    },
    /** The image is stored and the item's img names it (docs/product.md section 7). */
    async uploadImage(
      id: number,
      picture: { contentType: PictureContentType; bytes: Uint8Array },
    ): Promise<DataListImageReply> {
      // an empty patch reads the item: is there one to give an image?
      if (!(await store.patch(id, {}))) throw notFound(`No product with id ${id}`);
      const version = await images.put(id, picture.contentType, picture.bytes, now());
      const img = dataListImageUrl(id, version);
      await update(id, { img });
      return { img };
    },
  };
}
