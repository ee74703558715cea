import { queryOptions, useQuery } from '@tanstack/react-query';
import * as endpoints from '../../../../api/modules/orders/endpoints';
import { apiRequest } from '../../../lib/http/api-client';
import { shopKeys } from './keys';

/**
 * GET /api/apps/shop/basket: the light summary of the reader's cart and wish list (ids,
 * quantities, the count of pieces and the subtotal), for the navbar and the product cards' buttons.
 */
export const getBasket = () => apiRequest(endpoints.getBasket);

export const basketQueryOptions = () =>
  queryOptions({ queryKey: shopKeys.basket, queryFn: getBasket });

export const useBasket = () => useQuery(basketQueryOptions());
