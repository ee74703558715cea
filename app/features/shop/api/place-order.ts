import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlaceOrderBody } from '../../../../api/modules/orders/contract';
import * as endpoints from '../../../../api/modules/orders/endpoints';
import { ApiRequestError, apiRequest } from '../../../lib/http/api-client';
import { refreshBasket, shopKeys } from './keys';

/**
 * POST /api/apps/shop/orders {address, payment}: the cart becomes an order (201) and the cart is
 * emptied; an empty cart 409 emptyCart, an address field wrong 422 naming it (address.postalCode).
 */
export const placeOrder = (body: PlaceOrderBody) => apiRequest(endpoints.placeOrder, {}, body);

export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeOrder,
    // the cart was emptied meanwhile (another tab): the screen reads it again and says so
    onError: (error) => {
      if (error instanceof ApiRequestError && error.code === 'emptyCart') {
        return refreshBasket(queryClient);
      }
    },
    onSuccess: ({ order }) => {
      queryClient.setQueryData(shopKeys.order(order.number), { order });
      return Promise.all([
        refreshBasket(queryClient),
        queryClient.invalidateQueries({ queryKey: shopKeys.orders, exact: true }),
      ]);
    },
  });
}
