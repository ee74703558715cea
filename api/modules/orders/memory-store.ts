import { formatOrderNumber, type CartLine, type Order } from './contract';
import type { OrderDraft, OrdersStore } from './store';
import { idCounter } from '../../platform/memory/ids';
import { memoryLists } from '../../platform/memory/lists';

/**
 * Carts, wish lists and orders by account id, each oldest first as SQL's positions (copies in and
 * out: memoryLists). Every method reads and writes without an await in between, so a toggle, a
 * move or placing an order is one step.
 */
export function memoryOrdersStore(): OrdersStore {
  const carts = memoryLists<CartLine>();
  /** read newest first */
  const wishLists = memoryLists<number>();
  const orders = memoryLists<Order & { id: number }>();
  const nextOrderId = idCounter([]);

  const product = (objectID: number) => (line: Readonly<CartLine>) => line.objectID === objectID;
  const is = (objectID: number) => (id: number) => id === objectID;
  const addToCart = (accountId: number, line: CartLine) => {
    if (!carts.has(accountId, product(line.objectID))) carts.add(accountId, line);
  };
  const addToWishList = (accountId: number, objectID: number) => {
    if (!wishLists.has(accountId, is(objectID))) wishLists.add(accountId, objectID);
  };
  const insertOrder = (draft: OrderDraft): Order => {
    const id = nextOrderId();
    const number = formatOrderNumber(new Date(draft.placedAt).getUTCFullYear(), id);
    orders.add(draft.accountId, { ...draft, number, id });
    return { ...draft, number };
  };
  const listOrders = (accountId: number | undefined): Order[] =>
    (accountId === undefined ? orders.owners() : [accountId])
      .flatMap((owner) => orders.list(owner))
      .sort((a, b) => b.id - a.id)
      .map(({ id: _id, ...order }) => order);

  return {
    async cart(accountId) {
      return carts.list(accountId);
    },
    async wishList(accountId) {
      return wishLists.list(accountId).reverse();
    },
    async toggleCart(accountId, line) {
      if (carts.remove(accountId, product(line.objectID))) return 'removed';
      carts.add(accountId, line);
      return 'added';
    },
    async updateCartLine(accountId, objectID, { quantity, options }) {
      const changed = carts.update(accountId, product(objectID), (line) => ({
        ...line,
        quantity: quantity ?? line.quantity,
        options: { ...line.options, ...options },
      }));
      return changed > 0;
    },
    async removeFromCart(accountId, objectID) {
      return carts.remove(accountId, product(objectID)) > 0;
    },
    async toggleWishList(accountId, objectID) {
      if (wishLists.remove(accountId, is(objectID))) return 'removed';
      wishLists.add(accountId, objectID);
      return 'added';
    },
    async moveToWishList(accountId, objectID) {
      if (!carts.remove(accountId, product(objectID))) return false;
      addToWishList(accountId, objectID);
      return true;
    },
    async moveToCart(accountId, line) {
      if (!wishLists.remove(accountId, is(line.objectID))) return false;
      addToCart(accountId, line);
      return true;
    },
    async placeOrder(accountId, build) {
      const lines = carts.list(accountId);
      if (!lines.length) return { emptyCart: true };
      const draft = build(lines);
      if (!draft) return { cartChanged: true };
      const placed = insertOrder(draft);
      carts.remove(accountId);
      return { placed };
    },
    async listOrders(accountId) {
      return listOrders(accountId);
    },
    async getOrder(number, accountId) {
      return listOrders(accountId).find((order) => order.number === number);
    },
    async seedBasket(accountId, { cart, wishList, orders: samples }) {
      if (carts.has(accountId) || wishLists.has(accountId) || orders.has(accountId)) return false;
      for (const draft of samples) insertOrder({ ...draft, accountId });
      for (const line of cart) carts.add(accountId, line);
      // the oldest first, so that the first of the list is the newest
      for (const objectID of [...wishList].reverse()) wishLists.add(accountId, objectID);
      return true;
    },
  };
}
