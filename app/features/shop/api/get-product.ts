import { queryOptions, useQuery } from '@tanstack/react-query';
import * as endpoints from '../../../../api/modules/shop/endpoints';
import { ApiRequestError, apiRequest } from '../../../lib/http/api-client';
import { shopKeys } from './keys';

/** The highest id a product can have (the API's id range: 1 to 2147483647). */
const ID_MAX = 2_147_483_647;

/**
 * The product id of the route's parameter, or null when it cannot be one ('abc', '0', '1.5'):
 * such a page is "not found" at once, without asking the API (which would answer 422 impossibleId).
 */
export function productIdOf(param: string | undefined): number | null {
  if (!param || !/^\d{1,10}$/.test(param)) return null;
  const objectID = Number(param);
  return objectID >= 1 && objectID <= ID_MAX ? objectID : null;
}

/**
 * GET /api/apps/shop/products/:objectID: the product and up to 8 related products of the same
 * category. An unknown id answers 404 notFound, an impossible one 422 impossibleId.
 */
export const getProduct = (objectID: number) => apiRequest(endpoints.getProduct, { objectID });

/** Whether the error means there is no such product (404, or an id that cannot exist). */
export function isProductMissing(error: unknown): boolean {
  return (
    error instanceof ApiRequestError &&
    (error.status === 404 || error.code === 'impossibleId' || error.code === 'notFound')
  );
}

export const productQueryOptions = (objectID: number) =>
  queryOptions({
    queryKey: shopKeys.product(objectID),
    queryFn: () => getProduct(objectID),
    // a missing product stays missing: no second request
    retry: (failures, error) => !isProductMissing(error) && failures < 1,
  });

export const useProduct = (objectID: number) => useQuery(productQueryOptions(objectID));
