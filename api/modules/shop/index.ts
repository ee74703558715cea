/**
 * What other modules may use of the shop's catalogue (a lint rule keeps them to this file): the
 * cart, wish list and orders (api/modules/orders) look up products and their prices here; the
 * search across everything (api/modules/search) finds products as the shop's search does.
 */
export type { ShopStore, ProductSearch } from './store';
export { searchWords, queryWords, prefixTsquery, SEARCH_WORDS_MAX } from './search-words';
export { searchReply, byCountThenName } from './search-reply';
export { searchProducts } from './service';
