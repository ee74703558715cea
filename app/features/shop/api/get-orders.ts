import { queryOptions, useQuery } from '@tanstack/react-query';
import { ordersReply } from '../../../../api/modules/orders/contract';
import { apiRequestByPath } from '../../../lib/http/api-client';
import { shopKeys } from './keys';

/** GET /api/apps/shop/orders: the reader's orders, newest first. */
export const getOrders = () => apiRequestByPath('GET', '/api/apps/shop/orders', ordersReply);

export const ordersQueryOptions = () =>
  queryOptions({ queryKey: shopKeys.orders, queryFn: getOrders });

export const useOrders = (enabled = true) => useQuery({ ...ordersQueryOptions(), enabled });
