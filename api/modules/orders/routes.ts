import { z } from 'zod';
import {
  orderListQuery,
  orderNumberSchema,
  placeOrderBody,
  selectProductBody,
  toggleCartBody,
  updateCartItemBody,
} from './contract';
import { requireRule } from '../../platform/guard';
import { apiRouter } from '../../platform/router';
import type { ApiDeps } from '../deps';
import { idParam, parseWith, readBody, readQuery } from '../../platform/validate';
import type { RandomInt } from './random';
import { ordersService } from './service';

const numberParam = z.object({ number: orderNumberSchema });

/**
 * The shop's cart, wish list and orders (api/contract/orders.ts has every path): staff only
 * (rule editor), each call the reader's own; an admin also reads every order.
 */
export function ordersRoutes(deps: ApiDeps, random?: RandomInt) {
  const service = ordersService(deps.stores.orders, deps.stores.shop, deps.now, random);
  const editors = requireRule(deps, 'editor');
  const base = '/apps/shop';
  return apiRouter()
    .get(`${base}/cart`, editors, async (c) => c.json(await service.cart(c.get('principal').id)))
    .post(`${base}/cart/toggle`, editors, async (c) => {
      const { objectID, options } = await readBody(c, toggleCartBody);
      return c.json(await service.toggleCart(c.get('principal').id, objectID, options));
    })
    .post(`${base}/cart/items/:objectID`, editors, async (c) => {
      const objectID = idParam(c, 'objectID');
      const change = await readBody(c, updateCartItemBody);
      return c.json(await service.updateCartItem(c.get('principal').id, objectID, change));
    })
    .delete(`${base}/cart/items/:objectID`, editors, async (c) =>
      c.json(await service.removeFromCart(c.get('principal').id, idParam(c, 'objectID'))),
    )
    .post(`${base}/cart/move-to-wish-list`, editors, async (c) => {
      const { objectID } = await readBody(c, selectProductBody);
      return c.json(await service.moveToWishList(c.get('principal').id, objectID));
    })
    .get(`${base}/wish-list`, editors, async (c) =>
      c.json(await service.wishList(c.get('principal').id)),
    )
    .post(`${base}/wish-list/toggle`, editors, async (c) => {
      const { objectID } = await readBody(c, selectProductBody);
      return c.json(await service.toggleWishList(c.get('principal').id, objectID));
    })
    .post(`${base}/wish-list/move-to-cart`, editors, async (c) => {
      const { objectID } = await readBody(c, selectProductBody);
      return c.json(await service.moveToCart(c.get('principal').id, objectID));
    })
    .get(`${base}/basket`, editors, async (c) =>
      c.json(await service.basket(c.get('principal').id)),
    )
    .post(`${base}/orders`, editors, async (c) => {
      const { address, payment } = await readBody(c, placeOrderBody);
      const order = await service.placeOrder(c.get('principal').id, address, payment);
      return c.json({ order }, 201);
    })
    .get(`${base}/orders`, editors, async (c) => {
      const { all } = readQuery(c, orderListQuery);
      return c.json({ orders: await service.listOrders(c.get('principal'), all) });
    })
    .get(`${base}/orders/:number`, editors, async (c) => {
      const { number } = parseWith(numberParam, { number: c.req.param('number') });
      return c.json({ order: await service.getOrder(c.get('principal'), number) });
    });
}
