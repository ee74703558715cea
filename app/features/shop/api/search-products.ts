import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import * as endpoints from '../../../../api/modules/shop/endpoints';
import { apiRequest } from '../../../lib/http/api-client';
import { apiParamsOf, apiQueryOf, type SearchParams, type SearchState } from '../search-state';
import { shopKeys } from './keys';

/**
 * GET /api/apps/shop/search: a page of products and the facets of the search. `params` are the
 * search's parameters of apiParamsOf (search-state.ts), the defaults left out.
 */
export const searchProducts = (params: SearchParams) =>
  apiRequest(endpoints.searchProducts, params);

/** The search of a state (and the brand facet's own search): its key is the query string. */
export const searchProductsQueryOptions = (state: SearchState, brandQuery?: string) =>
  queryOptions({
    queryKey: shopKeys.search(apiQueryOf(state, brandQuery)),
    queryFn: () => searchProducts(apiParamsOf(state, brandQuery)),
  });

/** The search's reply; while the next search loads, the previous one stays (isPlaceholderData). */
export const useSearchProducts = (state: SearchState, brandQuery?: string) =>
  useQuery({ ...searchProductsQueryOptions(state, brandQuery), placeholderData: keepPreviousData });
