import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { BasketReply, LineOptions } from '../../../../api/modules/orders/contract';
import * as endpoints from '../../../../api/modules/orders/endpoints';
import { apiRequest } from '../../../lib/http/api-client';
import { API_ERRORS_NS, apiErrorMessage } from '../../../lib/http/api-error-message';
import { notify } from '../../../lib/ui/notify';
import { refreshBasket, shopKeys } from './keys';
import { updateCartItem } from './update-cart-item';

/** What the item page puts in the cart: the product, how many, and the options chosen. */
export interface CartAddition {
  objectID: number;
  quantity: number;
  options: LineOptions;
}

/**
 * The item page's "Add to cart" with a quantity and options: POST /cart/toggle {objectID, options}
 * puts the product in the cart with quantity 1 (the server chooses the discount, offers and
 * delivery day), then, for more than one, POST /cart/items/:objectID sets the quantity. Answers
 * the cart.
 */
async function addToCart({ objectID, quantity, options }: CartAddition) {
  const cart = await apiRequest(endpoints.toggleCart, {}, { objectID, options });
  return quantity > 1 ? updateCartItem({ objectID, quantity }) : cart;
}

/** The basket with a product's line at this quantity and options (added when it is not there). */
function withLine(basket: BasketReply, { objectID, quantity, options }: CartAddition): BasketReply {
  const cart = basket.cart.some((line) => line.objectID === objectID)
    ? basket.cart.map((line) =>
        line.objectID === objectID ? { ...line, quantity, options } : line,
      )
    : [...basket.cart, { objectID, quantity, options }];
  return { ...basket, cart, cartCount: cart.reduce((sum, line) => sum + line.quantity, 0) };
}

/**
 * "Add to cart" with a quantity and options: the item page's state and the navbar's count change at once; when
 * the server refuses, they are put back and a notification says why.
 */
export function useAddToCart() {
  const queryClient = useQueryClient();
  const { t } = useTranslation(['shop', API_ERRORS_NS]);
  return useMutation({
    mutationFn: addToCart,
    onMutate: async (change: CartAddition) => {
      await queryClient.cancelQueries({ queryKey: shopKeys.basket });
      const before = queryClient.getQueryData<BasketReply>(shopKeys.basket);
      if (before) queryClient.setQueryData(shopKeys.basket, withLine(before, change));
      return { before };
    },
    onError: (error, _change, context) => {
      if (context?.before) queryClient.setQueryData(shopKeys.basket, context.before);
      notify('error', t('shop:notify.cartFailed'), apiErrorMessage(t, error));
    },
    onSuccess: (cart) => queryClient.setQueryData(shopKeys.cart, cart),
    onSettled: () => refreshBasket(queryClient),
  });
}
