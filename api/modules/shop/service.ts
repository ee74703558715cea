import { SHOP_RELATED_MAX, type ProductReply } from '../../contract/shop';
import { notFound } from '../../platform/errors';
import type { ProductSearch, ShopStore } from './store';

/** The catalogue's calls (docs/product.md section 7.14): the store searches, this names the 404. */
export function shopService(store: ShopStore) {
  return {
    search: (query: ProductSearch) => store.search(query),
    async product(objectID: number): Promise<ProductReply> {
      const [product] = await store.getProducts([objectID]);
      if (!product) throw notFound(`No product with objectID ${objectID}`, { field: 'objectID' });
      const related = await store.relatedProducts(
        product.hierarchicalCategories.lvl1,
        objectID,
        SHOP_RELATED_MAX,
      );
      return { product, related };
    },
  };
}
