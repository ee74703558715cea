import { queryOptions, useQuery } from '@tanstack/react-query';
import { orderReply } from '../../../../api/modules/orders/contract';
import { apiRequestByPath } from '../../../lib/http/api-client';
import { shopKeys } from './keys';

/**
 * GET /api/apps/shop/orders/:number: one order, the reader's (an admin reads anyone's); unknown or
 * another person's 404.
 */
export const getOrder = (number: string) =>
  apiRequestByPath('GET', `/api/apps/shop/orders/${encodeURIComponent(number)}`, orderReply);

export const orderQueryOptions = (number: string) =>
  queryOptions({ queryKey: shopKeys.order(number), queryFn: () => getOrder(number), retry: false });

export const useOrder = (number: string | undefined) =>
  useQuery({ ...orderQueryOptions(number ?? ''), enabled: Boolean(number) });
