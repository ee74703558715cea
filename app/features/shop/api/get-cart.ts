import { queryOptions, useQuery } from '@tanstack/react-query';
import * as endpoints from '../../../../api/modules/orders/endpoints';
import { apiRequest } from '../../../lib/http/api-client';
import { shopKeys } from './keys';

/** GET /api/apps/shop/cart: the reader's cart, oldest line first, with the server's totals. */
export const getCart = () => apiRequest(endpoints.getCart);

export const cartQueryOptions = () => queryOptions({ queryKey: shopKeys.cart, queryFn: getCart });

/** The cart; `enabled: false` keeps it unread (the navbar's dropdown reads it when it opens). */
export const useCart = (enabled = true) => useQuery({ ...cartQueryOptions(), enabled });
