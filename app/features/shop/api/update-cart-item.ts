import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { BasketReply, CartReply, LineOptions } from '../../../../api/modules/orders/contract';
import * as endpoints from '../../../../api/modules/orders/endpoints';
import { apiRequest } from '../../../lib/http/api-client';
import { API_ERRORS_NS, apiErrorMessage } from '../../../lib/http/api-error-message';
import { notify } from '../../../lib/ui/notify';
import { refreshBasket, shopKeys } from './keys';

/** A cart line's change: a new quantity, options to merge into the line's, or both. */
export interface CartItemChange {
  objectID: number;
  quantity?: number;
  options?: LineOptions;
}

/**
 * POST /api/apps/shop/cart/items/:objectID {quantity?, options?}: a cart line's new quantity (1 to
 * 10) and/or options merged into the line's (a colour, a size of the product's).
 */
export const updateCartItem = ({ objectID, quantity, options }: CartItemChange) =>
  apiRequest(endpoints.updateCartItem, { objectID }, { quantity, options });

/** The cart and the basket as they are now, to put back when a change is refused. */
export interface CartSnapshot {
  cart?: CartReply;
  basket?: BasketReply;
}

/** Both reads of the cart, taken before a change shows, and the reads stopped meanwhile. */
export async function snapshotCart(queryClient: QueryClient) {
  await Promise.all([
    queryClient.cancelQueries({ queryKey: shopKeys.cart }),
    queryClient.cancelQueries({ queryKey: shopKeys.basket }),
  ]);
  return {
    cart: queryClient.getQueryData<CartReply>(shopKeys.cart),
    basket: queryClient.getQueryData<BasketReply>(shopKeys.basket),
  } satisfies CartSnapshot;
}

export function restoreCart(queryClient: QueryClient, snapshot: CartSnapshot | undefined) {
  if (snapshot?.cart) queryClient.setQueryData(shopKeys.cart, snapshot.cart);
  if (snapshot?.basket) queryClient.setQueryData(shopKeys.basket, snapshot.basket);
}

/** The basket with one line's quantity or options changed (the subtotal waits for the server). */
function withChange(basket: BasketReply, change: CartItemChange): BasketReply {
  const cart = basket.cart.map((line) =>
    line.objectID === change.objectID
      ? {
          ...line,
          quantity: change.quantity ?? line.quantity,
          options: { ...line.options, ...change.options },
        }
      : line,
  );
  return { ...basket, cart, cartCount: cart.reduce((sum, line) => sum + line.quantity, 0) };
}

/**
 * A cart line's quantity or options: the line and the navbar's count change at once; the totals
 * come from the server's answer. When refused, both are put back and a notification says why.
 */
export function useUpdateCartItem() {
  const queryClient = useQueryClient();
  const { t } = useTranslation(['shop', API_ERRORS_NS]);
  return useMutation({
    mutationFn: updateCartItem,
    onMutate: async (change: CartItemChange) => {
      const before = await snapshotCart(queryClient);
      if (before.cart) {
        queryClient.setQueryData<CartReply>(shopKeys.cart, {
          ...before.cart,
          items: before.cart.items.map((item) =>
            item.objectID === change.objectID
              ? {
                  ...item,
                  quantity: change.quantity ?? item.quantity,
                  selectedOptions: { ...item.selectedOptions, ...change.options },
                }
              : item,
          ),
        });
      }
      if (before.basket)
        queryClient.setQueryData(shopKeys.basket, withChange(before.basket, change));
      return { before };
    },
    onError: (error, _change, context) => {
      restoreCart(queryClient, context?.before);
      notify('error', t('shop:notify.cartFailed'), apiErrorMessage(t, error));
    },
    onSuccess: (cart) => queryClient.setQueryData(shopKeys.cart, cart),
    onSettled: () => refreshBasket(queryClient),
  });
}
