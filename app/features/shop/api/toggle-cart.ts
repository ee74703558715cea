import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { BasketReply } from '../../../../api/modules/orders/contract';
import * as endpoints from '../../../../api/modules/orders/endpoints';
import { apiRequest } from '../../../lib/http/api-client';
import { API_ERRORS_NS, apiErrorMessage } from '../../../lib/http/api-error-message';
import { notify } from '../../../lib/ui/notify';
import { refreshBasket, shopKeys } from './keys';

/**
 * POST /api/apps/shop/cart/toggle {objectID}: puts the product in the cart (quantity 1; the server
 * chooses the discount, offers and delivery day) or, when it is there, takes it out. Answers the
 * cart.
 */
export const toggleCart = (objectID: number) => apiRequest(endpoints.toggleCart, {}, { objectID });

/** The basket with the product put in or taken out of the cart (the subtotal waits for the server). */
function toggledInCart(basket: BasketReply, objectID: number): BasketReply {
  const line = basket.cart.find((item) => item.objectID === objectID);
  return line
    ? {
        ...basket,
        cart: basket.cart.filter((item) => item.objectID !== objectID),
        cartCount: basket.cartCount - line.quantity,
      }
    : {
        ...basket,
        // the server names the options (the first values) in its answer
        cart: [...basket.cart, { objectID, quantity: 1, options: {} }],
        cartCount: basket.cartCount + 1,
      };
}

/**
 * The cart button of every product: the button and the navbar's count change at once; when the
 * server refuses, they are put back and a notification says why.
 */
export function useToggleCart() {
  const queryClient = useQueryClient();
  const { t } = useTranslation(['shop', API_ERRORS_NS]);
  return useMutation({
    mutationFn: toggleCart,
    onMutate: async (objectID: number) => {
      await queryClient.cancelQueries({ queryKey: shopKeys.basket });
      const before = queryClient.getQueryData<BasketReply>(shopKeys.basket);
      if (before) queryClient.setQueryData(shopKeys.basket, toggledInCart(before, objectID));
      return { before };
    },
    onError: (error, _objectID, context) => {
      if (context?.before) queryClient.setQueryData(shopKeys.basket, context.before);
      notify('error', t('shop:notify.cartFailed'), apiErrorMessage(t, error));
    },
    onSuccess: (cart) => queryClient.setQueryData(shopKeys.cart, cart),
    onSettled: () => refreshBasket(queryClient),
  });
}
