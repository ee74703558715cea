import { queryOptions, useQuery } from '@tanstack/react-query';
import * as endpoints from '../../../../api/modules/orders/endpoints';
import { apiRequest } from '../../../lib/http/api-client';
import { shopKeys } from './keys';

/**
 * GET /api/apps/shop/orders/:number: one order, the reader's (an admin reads anyone's); unknown or
 * another person's 404.
 */
export const getOrder = (number: string) => apiRequest(endpoints.getOrder, { number });

export const orderQueryOptions = (number: string) =>
  queryOptions({ queryKey: shopKeys.order(number), queryFn: () => getOrder(number), retry: false });

export const useOrder = (number: string | undefined) =>
  useQuery({ ...orderQueryOptions(number ?? ''), enabled: Boolean(number) });
