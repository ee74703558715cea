import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { BasketReply, CartReply } from '../../../../api/modules/orders/contract';
import * as endpoints from '../../../../api/modules/orders/endpoints';
import { apiRequest } from '../../../lib/http/api-client';
import { API_ERRORS_NS, apiErrorMessage } from '../../../lib/http/api-error-message';
import { notify } from '../../../lib/ui/notify';
import { refreshBasket, shopKeys } from './keys';
import { restoreCart, snapshotCart } from './update-cart-item';

/** DELETE /api/apps/shop/cart/items/:objectID: the line out of the cart; answers the cart. */
export const removeCartItem = (objectID: number) =>
  apiRequest(endpoints.removeCartItem, { objectID });

/** The cart and the basket without the product (totals and subtotal wait for the server). */
export function withoutCartLine(
  cart: CartReply | undefined,
  basket: BasketReply | undefined,
  objectID: number,
) {
  const line = basket?.cart.find((item) => item.objectID === objectID);
  return {
    cart: cart && { ...cart, items: cart.items.filter((item) => item.objectID !== objectID) },
    basket: basket && {
      ...basket,
      cart: basket.cart.filter((item) => item.objectID !== objectID),
      cartCount: basket.cartCount - (line?.quantity ?? 0),
    },
  };
}

/** Removing a line: gone at once from the cart and the navbar's count; back when refused. */
export function useRemoveCartItem() {
  const queryClient = useQueryClient();
  const { t } = useTranslation(['shop', API_ERRORS_NS]);
  return useMutation({
    mutationFn: removeCartItem,
    onMutate: async (objectID: number) => {
      const before = await snapshotCart(queryClient);
      restoreCart(queryClient, withoutCartLine(before.cart, before.basket, objectID));
      return { before };
    },
    onError: (error, _objectID, context) => {
      restoreCart(queryClient, context?.before);
      notify('error', t('shop:notify.cartFailed'), apiErrorMessage(t, error));
    },
    onSuccess: (cart) => queryClient.setQueryData(shopKeys.cart, cart),
    onSettled: () => refreshBasket(queryClient),
  });
}
