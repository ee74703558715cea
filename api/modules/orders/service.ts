import {
  CART_DELIVERY_DAYS_MAX,
  CART_DISCOUNT_MAX,
  CART_DISCOUNT_MIN,
  CART_OFFERS_MAX,
  CART_OFFERS_MIN,
  type BasketReply,
  type CartLine,
  type CartReply,
  type LineOptions,
  type Order,
  type OrderAddress,
  type PaymentMethod,
  type WishListReply,
} from './contract';
import type { Product } from '../shop/contract';
import { ApiError, notFound } from '../../platform/errors';
import type { Principal } from '../../platform/types';
import type { ShopStore } from '../shop';
import { cryptoRandomInt, type RandomInt } from './random';
import type { OrdersStore } from './store';
import { inProductOrder, orderDraftOf, orderTotals, toSatang, withOptionsInOrder } from './totals';

/** Where prices and product details come from: the catalogue (api/modules/shop). */
export type Catalogue = Pick<ShopStore, 'getProducts'>;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The day `days` after the day of `now`, both in UTC, as YYYY-MM-DD. */
export function dayInUtc(now: Date, days: number): string {
  return new Date(now.getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

const notInCart = (objectID: number) =>
  notFound(`objectID: product ${objectID} is not in the cart`, { field: 'objectID' });
const notInWishList = (objectID: number) =>
  notFound(`objectID: product ${objectID} is not in the wish list`, { field: 'objectID' });

/**
 * 422 on `options.<name>` unless every option named is one of the product's and its value one of
 * that option's values.
 */
export function checkOptions(product: Product, options: LineOptions) {
  for (const [name, value] of Object.entries(options)) {
    const option = product.options.find((o) => o.name === name);
    const field = `options.${name}`;
    if (!option) {
      throw new ApiError(
        422,
        'invalidChoice',
        `${field}: product ${product.objectID} has no option ${name}`,
        {
          field,
        },
      );
    }
    if (!option.values.includes(value)) {
      throw new ApiError(
        422,
        'invalidChoice',
        `${field}: must be one of ${option.values.join(', ')}`,
        { field },
      );
    }
  }
}

/** Every option of the product: the value given, else its first value (`{}` without options). */
export function fullOptions(product: Product | undefined, given: LineOptions = {}): LineOptions {
  return Object.fromEntries(
    (product?.options ?? []).map((o) => [o.name, given[o.name] ?? o.values[0]] as const),
  );
}

/** How many times placing an order reads the cart again when it changed meanwhile. */
const PLACE_ATTEMPTS = 3;

/**
 * The shop's per-person rules (docs/decisions/0059): every call names the reader's account id.
 * What a new cart line gets (docs/product.md section 4.11) is chosen here, from `random`, and the
 * prices always come from the catalogue.
 */
export function ordersService(
  store: OrdersStore,
  catalogue: Catalogue,
  now: () => Date,
  random: RandomInt = cryptoRandomInt,
) {
  const productsById = async (ids: number[]) =>
    new Map(
      (ids.length ? await catalogue.getProducts([...new Set(ids)]) : []).map(
        (product) => [product.objectID, product] as const,
      ),
    );

  /** 404 naming objectID unless the catalogue has the product */
  const requireProduct = async (objectID: number) => {
    const [product] = await catalogue.getProducts([objectID]);
    if (!product) {
      throw notFound(`objectID: there is no product ${objectID}`, { field: 'objectID' });
    }
    return product;
  };

  /** a new cart line by the rules of docs/product.md section 4.11, with the options chosen */
  const newLine = (objectID: number, options: LineOptions): CartLine => ({
    objectID,
    options,
    quantity: 1,
    discount_in_percentage: random(CART_DISCOUNT_MIN, CART_DISCOUNT_MAX),
    offers_count: random(CART_OFFERS_MIN, CART_OFFERS_MAX),
    delivery_date: dayInUtc(now(), random(1, CART_DELIVERY_DAYS_MAX)),
  });

  /** the lines whose product the catalogue still has, priced */
  const priced = (lines: CartLine[], products: Map<number, Product>) =>
    lines.flatMap((line) => {
      const product = products.get(line.objectID);
      return product ? [{ line, product, unitPrice: toSatang(product.price) }] : [];
    });

  /** the orders with their lines' options in the products' order (those still in the catalogue) */
  const inOptionOrder = async (orders: Order[]) => {
    const ids = orders.flatMap((order) =>
      order.lines.filter((line) => Object.keys(line.options).length > 1).map((l) => l.objectID),
    );
    const products = await productsById(ids);
    return orders.map((order) => withOptionsInOrder(order, products));
  };

  const cart = async (accountId: number): Promise<CartReply> => {
    const lines = await store.cart(accountId);
    const rows = priced(lines, await productsById(lines.map((line) => line.objectID)));
    return {
      items: rows.map(({ line, product }) => {
        const { objectID: _id, options, ...chosen } = line;
        return { ...product, ...chosen, selectedOptions: inProductOrder(options, product) };
      }),
      totals: orderTotals(
        rows.map(({ line, product, unitPrice }) => ({
          ...line,
          unitPrice,
          free_shipping: product.free_shipping,
        })),
      ),
    };
  };

  const wishList = async (accountId: number): Promise<WishListReply> => {
    const ids = await store.wishList(accountId);
    const products = await productsById(ids);
    return { items: ids.flatMap((objectID) => products.get(objectID) ?? []) };
  };

  const basket = async (accountId: number): Promise<BasketReply> => {
    const [lines, wished] = await Promise.all([store.cart(accountId), store.wishList(accountId)]);
    const rows = priced(lines, await productsById(lines.map((line) => line.objectID)));
    return {
      cart: rows.map(({ line, product }) => ({
        objectID: line.objectID,
        quantity: line.quantity,
        options: inProductOrder(line.options, product),
      })),
      wishList: wished,
      cartCount: rows.reduce((sum, { line }) => sum + line.quantity, 0),
      subtotal: rows.reduce((sum, { line, unitPrice }) => sum + unitPrice * line.quantity, 0),
    };
  };

  return {
    cart,
    wishList,
    basket,
    /** adds the product with these options (the rest their first values), or removes it */
    async toggleCart(accountId: number, objectID: number, options: LineOptions = {}) {
      const product = await requireProduct(objectID);
      checkOptions(product, options);
      await store.toggleCart(accountId, newLine(objectID, fullOptions(product, options)));
      return cart(accountId);
    },
    /** a new quantity and/or options merged into the line's (checked against the product) */
    async updateCartItem(
      accountId: number,
      objectID: number,
      change: { quantity?: number; options?: LineOptions },
    ) {
      if (change.options) checkOptions(await requireProduct(objectID), change.options);
      if (!(await store.updateCartLine(accountId, objectID, change))) throw notInCart(objectID);
      return cart(accountId);
    },
    async removeFromCart(accountId: number, objectID: number) {
      if (!(await store.removeFromCart(accountId, objectID))) throw notInCart(objectID);
      return cart(accountId);
    },
    async toggleWishList(accountId: number, objectID: number) {
      await requireProduct(objectID);
      await store.toggleWishList(accountId, objectID, now());
      return wishList(accountId);
    },
    async moveToWishList(accountId: number, objectID: number) {
      if (!(await store.moveToWishList(accountId, objectID, now()))) throw notInCart(objectID);
      return basket(accountId);
    },
    async moveToCart(accountId: number, objectID: number) {
      const [product] = await catalogue.getProducts([objectID]);
      const line = newLine(objectID, fullOptions(product));
      if (!(await store.moveToCart(accountId, line))) throw notInWishList(objectID);
      return basket(accountId);
    },

    /**
     * Places the reader's cart as an order: the lines at the catalogue's prices of this moment, the
     * totals, the address and payment; the cart emptied in the same step. An empty cart 409
     * emptyCart.
     */
    async placeOrder(accountId: number, address: OrderAddress, payment: PaymentMethod) {
      for (let attempt = 0; attempt < PLACE_ATTEMPTS; attempt++) {
        const seen = await store.cart(accountId);
        if (!seen.length) break;
        const products = await productsById(seen.map((line) => line.objectID));
        const placedAt = now();
        const result = await store.placeOrder(accountId, (lines) =>
          orderDraftOf(
            { accountId, placedAt: placedAt.toISOString(), address, payment },
            lines,
            products,
          ),
        );
        if ('placed' in result) return result.placed;
        if ('emptyCart' in result) break;
      }
      throw new ApiError(409, 'emptyCart', 'cart: the cart is empty; add a product to order it', {
        field: 'cart',
      });
    },

    /** the reader's orders, or with `all` everyone's (admins only: 403 for an editor) */
    async listOrders(principal: Principal, all: boolean): Promise<Order[]> {
      if (all && principal.role !== 'admin') {
        throw new ApiError(403, 'forbidden', 'all: only an admin reads every order', {
          field: 'all',
        });
      }
      return inOptionOrder(await store.listOrders(all ? undefined : principal.id));
    },

    /** the reader's order; an admin reads anyone's; another person's order answers 404 */
    async getOrder(principal: Principal, number: string): Promise<Order> {
      const order = await store.getOrder(
        number,
        principal.role === 'admin' ? undefined : principal.id,
      );
      if (!order) throw notFound(`number: there is no order ${number}`, { field: 'number' });
      return (await inOptionOrder([order]))[0];
    },
  };
}
