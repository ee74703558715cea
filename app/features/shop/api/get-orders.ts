import { queryOptions, useQuery } from '@tanstack/react-query';
import * as endpoints from '../../../../api/modules/orders/endpoints';
import { apiRequest } from '../../../lib/http/api-client';
import { shopKeys } from './keys';

/** GET /api/apps/shop/orders: the reader's orders, newest first. */
export const getOrders = () => apiRequest(endpoints.listOrders, {});

export const ordersQueryOptions = () =>
  queryOptions({ queryKey: shopKeys.orders, queryFn: getOrders });

export const useOrders = (enabled = true) => useQuery({ ...ordersQueryOptions(), enabled });
