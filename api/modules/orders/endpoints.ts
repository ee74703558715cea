import { z } from 'zod';
import { endpoint, pathIdSchema } from '../../contract/endpoint';
import {
  basketReply,
  cartReply,
  orderListQuery,
  orderNumberSchema,
  orderReply,
  ordersReply,
  placeOrderBody,
  selectProductBody,
  toggleCartBody,
  updateCartItemBody,
  wishListReply,
} from './contract';

/**
 * The shop's cart, wish list and orders (the rules of each are in ./contract.ts): staff only
 * (rule editor), each call the reader's own; an admin also reads every order. A cart line is
 * named by its product's `objectID`.
 */
const productParams = z.object({ objectID: pathIdSchema });
const orderParams = z.object({ number: orderNumberSchema });

export const getCart = endpoint({
  method: 'GET',
  path: '/api/apps/shop/cart',
  summary: "The reader's cart, oldest line first, with its totals",
  access: 'editor',
  reply: cartReply,
});

export const toggleCart = endpoint({
  method: 'POST',
  path: '/api/apps/shop/cart/toggle',
  summary: 'Put a product in the cart (quantity 1, the options chosen) or take it out',
  access: 'editor',
  body: toggleCartBody,
  reply: cartReply,
  errors: { 404: ['notFound'], 422: ['invalidChoice'] },
});

export const updateCartItem = endpoint({
  method: 'POST',
  path: '/api/apps/shop/cart/items/:objectID',
  summary: "Change a cart line's quantity and/or merge options into the line's",
  access: 'editor',
  params: productParams,
  body: updateCartItemBody,
  reply: cartReply,
  errors: { 404: ['notFound'], 422: ['invalidChoice'] },
});

export const removeCartItem = endpoint({
  method: 'DELETE',
  path: '/api/apps/shop/cart/items/:objectID',
  summary: 'Take a line out of the cart',
  access: 'editor',
  params: productParams,
  reply: cartReply,
  errors: { 404: ['notFound'] },
});

export const moveToWishList = endpoint({
  method: 'POST',
  path: '/api/apps/shop/cart/move-to-wish-list',
  summary: 'Move a product out of the cart and into the wish list in one step',
  access: 'editor',
  body: selectProductBody,
  reply: basketReply,
  errors: { 404: ['notFound'] },
});

export const getWishList = endpoint({
  method: 'GET',
  path: '/api/apps/shop/wish-list',
  summary: "The reader's wish list, newest first",
  access: 'editor',
  reply: wishListReply,
});

export const toggleWishList = endpoint({
  method: 'POST',
  path: '/api/apps/shop/wish-list/toggle',
  summary: 'Add a product to the wish list, or remove it when it is there',
  access: 'editor',
  body: selectProductBody,
  reply: wishListReply,
  errors: { 404: ['notFound'] },
});

export const moveToCart = endpoint({
  method: 'POST',
  path: '/api/apps/shop/wish-list/move-to-cart',
  summary: 'Move a product out of the wish list and into the cart in one step',
  access: 'editor',
  body: selectProductBody,
  reply: basketReply,
  errors: { 404: ['notFound'] },
});

export const getBasket = endpoint({
  method: 'GET',
  path: '/api/apps/shop/basket',
  summary: "The light summary of the reader's cart and wish list, for the navbar and the cards",
  access: 'editor',
  reply: basketReply,
});

export const placeOrder = endpoint({
  method: 'POST',
  path: '/api/apps/shop/orders',
  summary: "Place the cart as an order (at today's prices) and empty the cart, in one step",
  access: 'editor',
  body: placeOrderBody,
  reply: orderReply,
  status: 201,
  errors: { 409: ['emptyCart'] },
});

export const listOrders = endpoint({
  method: 'GET',
  path: '/api/apps/shop/orders',
  summary: "The reader's orders, newest first; with all=true every person's (admins only)",
  access: 'editor',
  query: orderListQuery,
  reply: ordersReply,
  errors: { 403: ['forbidden'] },
});

export const getOrder = endpoint({
  method: 'GET',
  path: '/api/apps/shop/orders/:number',
  summary: "One of the reader's orders by its number (an admin reads anyone's)",
  access: 'editor',
  params: orderParams,
  reply: orderReply,
  errors: { 404: ['notFound'] },
});
