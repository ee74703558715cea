import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { BasketReply } from '../../../../../api/modules/orders/contract';
import { API_ERRORS_NS, apiErrorMessage } from '../../../../lib/http/api-error-message';
import { notify } from '../../../../lib/ui/notify';
import { hideFromWishList, restoreWishList } from '../../api/get-wish-list';
import { refreshBasket, shopKeys } from '../../api/keys';
import { toggleWishList } from '../../api/toggle-wish-list';

/**
 * The wish list's "Remove" (POST /wish-list/toggle of a wished product): the card leaves the list
 * and the basket at once; when the server refuses, both come back and a notification says why.
 * (useToggleWishList changes only the basket: the wish list's own read must change too.)
 */
export function useRemoveFromWishList() {
  const queryClient = useQueryClient();
  const { t } = useTranslation(['shop', API_ERRORS_NS]);
  return useMutation({
    mutationFn: toggleWishList,
    onMutate: async (objectID: number) => {
      const wishList = hideFromWishList(queryClient, objectID);
      await queryClient.cancelQueries({ queryKey: shopKeys.basket });
      const basket = queryClient.getQueryData<BasketReply>(shopKeys.basket);
      if (basket) {
        queryClient.setQueryData<BasketReply>(shopKeys.basket, {
          ...basket,
          wishList: basket.wishList.filter((id) => id !== objectID),
        });
      }
      return { wishList, basket };
    },
    onError: (error, _objectID, context) => {
      restoreWishList(queryClient, context?.wishList);
      if (context?.basket) queryClient.setQueryData(shopKeys.basket, context.basket);
      notify('error', t('shop:notify.wishFailed'), apiErrorMessage(t, error));
    },
    onSettled: () => refreshBasket(queryClient),
  });
}
