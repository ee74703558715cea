import { queryOptions, useQuery } from '@tanstack/react-query';
import { getLazily } from './get-lazily';

/** GET /api/table/dispatched-orders: the orders on the road, dated from the API's clock. */
export const getDispatchedOrders = () =>
  getLazily(
    async () => (await import('../../../../api/modules/demo/endpoints')).listDispatchedOrders,
  );

export const dispatchedOrdersQueryOptions = () =>
  queryOptions({ queryKey: ['cards', 'dispatched-orders'], queryFn: getDispatchedOrders });

export const useDispatchedOrders = () => useQuery(dispatchedOrdersQueryOptions());
