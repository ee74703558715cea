import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { BasketReply } from '../../../../api/modules/orders/contract';
import * as endpoints from '../../../../api/modules/orders/endpoints';
import { apiRequest } from '../../../lib/http/api-client';
import { API_ERRORS_NS, apiErrorMessage } from '../../../lib/http/api-error-message';
import { notify } from '../../../lib/ui/notify';
import { hideFromWishList, restoreWishList } from './get-wish-list';
import { refreshBasket, shopKeys } from './keys';

/**
 * POST /api/apps/shop/wish-list/move-to-cart {objectID}: out of the wish list and into the cart in
 * one step (a product in the cart already keeps its line). Answers the basket.
 */
export const moveToCart = (objectID: number) => apiRequest(endpoints.moveToCart, {}, { objectID });

/** The basket with the product moved from the wish list into the cart (quantity 1 if new). */
function movedToCart(basket: BasketReply, objectID: number): BasketReply {
  const inCart = basket.cart.some((line) => line.objectID === objectID);
  return {
    ...basket,
    wishList: basket.wishList.filter((id) => id !== objectID),
    cart: inCart ? basket.cart : [...basket.cart, { objectID, quantity: 1, options: {} }],
    cartCount: inCart ? basket.cartCount : basket.cartCount + 1,
  };
}

/**
 * The wish list's "Move to cart": the product leaves the list (and the navbar's cart count grows)
 * at once; when the server refuses, both are put back and a notification says why. The basket,
 * the cart and the wish list are read again after.
 */
export function useMoveToCart() {
  const queryClient = useQueryClient();
  const { t } = useTranslation(['shop', API_ERRORS_NS]);
  return useMutation({
    mutationFn: moveToCart,
    onMutate: async (objectID: number) => {
      const wishList = hideFromWishList(queryClient, objectID);
      await queryClient.cancelQueries({ queryKey: shopKeys.basket });
      const basket = queryClient.getQueryData<BasketReply>(shopKeys.basket);
      if (basket) queryClient.setQueryData(shopKeys.basket, movedToCart(basket, objectID));
      return { wishList, basket };
    },
    onError: (error, _objectID, context) => {
      restoreWishList(queryClient, context?.wishList);
      if (context?.basket) queryClient.setQueryData(shopKeys.basket, context.basket);
      notify('error', t('shop:notify.cartFailed'), apiErrorMessage(t, error));
    },
    onSuccess: (basket) => queryClient.setQueryData(shopKeys.basket, basket),
    onSettled: () => refreshBasket(queryClient),
  });
}
