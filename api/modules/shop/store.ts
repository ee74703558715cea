import type { Product, ProductSearchQuery, ProductSearchReply } from './contract';

/**
 * The parsed search of GET /apps/shop/search (api/modules/shop/contract.ts productSearchQuery): what a
 * store needs to answer it. The store runs the search where the data is (the database on SQL
 * stores, docs/decisions/0058) and computes the facets with the contract's semantics.
 */
export type ProductSearch = ProductSearchQuery;

/**
 * The shop's catalogue (docs/product.md section 3.13): read-only, so no change version and no
 * writes through the API; the products are the seed's (api/modules/shop/seed.ts).
 */
export interface ShopStore {
  /** the hits of one page, the total and the facets, as the contract says */
  search(query: ProductSearch): Promise<ProductSearchReply>;
  /** the products of these objectIDs that exist, in any order (an unknown id is left out) */
  getProducts(objectIDs: number[]): Promise<Product[]>;
  /**
   * Up to `limit` other products whose hierarchicalCategories.lvl1 is `lvl1`, most popular first
   * (ties by objectID), without `exceptObjectID`.
   */
  relatedProducts(lvl1: string, exceptObjectID: number, limit: number): Promise<Product[]>;
}
