import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { BasketReply } from '../../../../api/modules/orders/contract';
import * as endpoints from '../../../../api/modules/orders/endpoints';
import { apiRequest } from '../../../lib/http/api-client';
import { API_ERRORS_NS, apiErrorMessage } from '../../../lib/http/api-error-message';
import { notify } from '../../../lib/ui/notify';
import { refreshBasket, shopKeys } from './keys';

/** POST /api/apps/shop/wish-list/toggle {objectID}: adds the product, or removes it when there. */
export const toggleWishList = (objectID: number) =>
  apiRequest(endpoints.toggleWishList, {}, { objectID });

function toggledInWishList(basket: BasketReply, objectID: number): BasketReply {
  return basket.wishList.includes(objectID)
    ? { ...basket, wishList: basket.wishList.filter((id) => id !== objectID) }
    : { ...basket, wishList: [objectID, ...basket.wishList] };
}

/** The wish-list button of every product: changes at once, put back when the server refuses. */
export function useToggleWishList() {
  const queryClient = useQueryClient();
  const { t } = useTranslation(['shop', API_ERRORS_NS]);
  return useMutation({
    mutationFn: toggleWishList,
    onMutate: async (objectID: number) => {
      await queryClient.cancelQueries({ queryKey: shopKeys.basket });
      const before = queryClient.getQueryData<BasketReply>(shopKeys.basket);
      if (before) queryClient.setQueryData(shopKeys.basket, toggledInWishList(before, objectID));
      return { before };
    },
    onError: (error, _objectID, context) => {
      if (context?.before) queryClient.setQueryData(shopKeys.basket, context.before);
      notify('error', t('shop:notify.wishFailed'), apiErrorMessage(t, error));
    },
    onSuccess: (wishList) => queryClient.setQueryData(shopKeys.wishList, wishList),
    onSettled: () => refreshBasket(queryClient),
  });
}
