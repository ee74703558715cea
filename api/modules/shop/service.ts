import { productSearchQuery, SHOP_RELATED_MAX, type ProductReply } from './contract';
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

/**
 * The catalogue's products that match `q` as the shop's own search does (its words, in the
 * database on SQL), most popular first, for the search across everything (api/modules/search).
 */
export async function searchProducts(store: ShopStore, q: string, limit: number) {
  const reply = await store.search(productSearchQuery.parse({ q, perPage: '12' }));
  return { total: reply.total, products: reply.hits.slice(0, limit) };
}
