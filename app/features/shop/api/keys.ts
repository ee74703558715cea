import type { QueryClient } from '@tanstack/react-query';

/**
 * The shop's query keys, in one place: every read starts with 'shop', so that a change can make
 * stale exactly what it touched. The basket (the navbar's cart, every card's buttons), the cart and
 * the wish list change together: a toggle or a move refreshes the three (refreshBasket).
 */
export const shopKeys = {
  all: ['shop'] as const,
  search: (params: string) => ['shop', 'search', params] as const,
  product: (objectID: number) => ['shop', 'product', objectID] as const,
  basket: ['shop', 'basket'] as const,
  cart: ['shop', 'cart'] as const,
  wishList: ['shop', 'wish-list'] as const,
  orders: ['shop', 'orders'] as const,
  order: (number: string) => ['shop', 'orders', number] as const,
};

/** After a change to the cart or the wish list: the basket, the cart and the wish list are read again. */
export function refreshBasket(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: shopKeys.basket }),
    queryClient.invalidateQueries({ queryKey: shopKeys.cart }),
    queryClient.invalidateQueries({ queryKey: shopKeys.wishList }),
  ]);
}
