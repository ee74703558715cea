import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { WishListReply } from '../../../../api/modules/orders/contract';
import * as endpoints from '../../../../api/modules/orders/endpoints';
import { apiRequest } from '../../../lib/http/api-client';
import { shopKeys } from './keys';

/** GET /api/apps/shop/wish-list: the reader's wished products, the newest first. */
export const getWishList = () => apiRequest(endpoints.getWishList);

export const wishListQueryOptions = () =>
  queryOptions({ queryKey: shopKeys.wishList, queryFn: getWishList });

export const useWishList = () => useQuery(wishListQueryOptions());

/**
 * Takes the product off the cached wish list at once (before the server answers) and answers the
 * list as it was, to put back with restoreWishList when the server refuses.
 */
export function hideFromWishList(
  queryClient: QueryClient,
  objectID: number,
): WishListReply | undefined {
  void queryClient.cancelQueries({ queryKey: shopKeys.wishList });
  const before = queryClient.getQueryData<WishListReply>(shopKeys.wishList);
  if (before) {
    queryClient.setQueryData<WishListReply>(shopKeys.wishList, {
      items: before.items.filter((item) => item.objectID !== objectID),
    });
  }
  return before;
}

export function restoreWishList(queryClient: QueryClient, before: WishListReply | undefined) {
  if (before) queryClient.setQueryData(shopKeys.wishList, before);
}
