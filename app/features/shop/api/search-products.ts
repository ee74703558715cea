import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { productSearchReply } from '../../../../api/modules/shop/contract';
import { apiRequestByPath } from '../../../lib/http/api-client';
import { shopKeys } from './keys';

/**
 * GET /api/apps/shop/search: a page of products and the facets of the search. `query` is the
 * query string of apiQueryOf (search-state.ts), '' or '?q=tape&page=2': it is also the key.
 */
export const searchProducts = (query: string) =>
  apiRequestByPath('GET', `/api/apps/shop/search${query}`, productSearchReply);

export const searchProductsQueryOptions = (query: string) =>
  queryOptions({ queryKey: shopKeys.search(query), queryFn: () => searchProducts(query) });

/** The search's reply; while the next search loads, the previous one stays (isPlaceholderData). */
export const useSearchProducts = (query: string) =>
  useQuery({ ...searchProductsQueryOptions(query), placeholderData: keepPreviousData });
