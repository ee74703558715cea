import { endpointRoutes } from '../../platform/endpoint-routes';
import type { ApiDeps } from '../deps';
import * as endpoints from './endpoints';
import type { RandomInt } from './random';
import { ordersService } from './service';

/**
 * The shop's cart, wish list and orders (./endpoints.ts declares each path, ./contract.ts its
 * rules): staff only (rule editor), each call the reader's own; an admin also reads every order.
 */
export function ordersRoutes(deps: ApiDeps, random?: RandomInt) {
  const service = ordersService(deps.stores.orders, deps.stores.shop, deps.now, random);
  const routes = endpointRoutes(deps);
  return routes
    .on(endpoints.getCart, async (c) => service.cart(c.get('principal').id))
    .on(endpoints.toggleCart, async (c, { body }) =>
      service.toggleCart(c.get('principal').id, body.objectID, body.options),
    )
    .on(endpoints.updateCartItem, async (c, { params, body }) =>
      service.updateCartItem(c.get('principal').id, params.objectID, body),
    )
    .on(endpoints.removeCartItem, async (c, { params }) =>
      service.removeFromCart(c.get('principal').id, params.objectID),
    )
    .on(endpoints.moveToWishList, async (c, { body }) =>
      service.moveToWishList(c.get('principal').id, body.objectID),
    )
    .on(endpoints.getWishList, async (c) => service.wishList(c.get('principal').id))
    .on(endpoints.toggleWishList, async (c, { body }) =>
      service.toggleWishList(c.get('principal').id, body.objectID),
    )
    .on(endpoints.moveToCart, async (c, { body }) =>
      service.moveToCart(c.get('principal').id, body.objectID),
    )
    .on(endpoints.getBasket, async (c) => service.basket(c.get('principal').id))
    .on(endpoints.placeOrder, async (c, { body }) => ({
      order: await service.placeOrder(c.get('principal').id, body.address, body.payment),
    }))
    .on(endpoints.listOrders, async (c, { query }) => ({
      orders: await service.listOrders(c.get('principal'), query.all),
    }))
    .on(endpoints.getOrder, async (c, { params }) => ({
      order: await service.getOrder(c.get('principal'), params.number),
    })).router;
}
