import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import * as endpoints from '../../../../api/modules/orders/endpoints';
import { apiRequest } from '../../../lib/http/api-client';
import { API_ERRORS_NS, apiErrorMessage } from '../../../lib/http/api-error-message';
import { notify } from '../../../lib/ui/notify';
import { refreshBasket, shopKeys } from './keys';
import { withoutCartLine } from './remove-cart-item';
import { restoreCart, snapshotCart } from './update-cart-item';

/** POST /api/apps/shop/cart/move-to-wish-list {objectID}: out of the cart, into the wish list. */
export const moveToWishList = (objectID: number) =>
  apiRequest(endpoints.moveToWishList, {}, { objectID });

/** Moving a line to the wish list: it leaves the cart at once; back when refused. */
export function useMoveToWishList() {
  const queryClient = useQueryClient();
  const { t } = useTranslation(['shop', API_ERRORS_NS]);
  return useMutation({
    mutationFn: moveToWishList,
    onMutate: async (objectID: number) => {
      const before = await snapshotCart(queryClient);
      const after = withoutCartLine(before.cart, before.basket, objectID);
      restoreCart(queryClient, {
        ...after,
        basket: after.basket && { ...after.basket, wishList: [objectID, ...after.basket.wishList] },
      });
      return { before };
    },
    onError: (error, _objectID, context) => {
      restoreCart(queryClient, context?.before);
      notify('error', t('shop:notify.wishFailed'), apiErrorMessage(t, error));
    },
    onSuccess: (basket) => queryClient.setQueryData(shopKeys.basket, basket),
    onSettled: () => refreshBasket(queryClient),
  });
}
