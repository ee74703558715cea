import { formatOrderNumber, type CartLine, type Order } from './contract';
import type { OrderDraft, OrdersStore } from './store';

/**
 * Carts, wish lists and orders by account id, copies in and out. Every method reads and writes
 * without an await in between, so a toggle, a move or placing an order is one step.
 */
export function memoryOrdersStore(): OrdersStore {
  /** each person's cart lines, oldest first */
  const carts = new Map<number, CartLine[]>();
  /** each person's wish list, newest first */
  const wishLists = new Map<number, number[]>();
  /** every order, oldest first */
  const orders: (Order & { id: number })[] = [];
  let lastOrderId = 0;

  const cartOf = (accountId: number) => carts.get(accountId) ?? [];
  const wishListOf = (accountId: number) => wishLists.get(accountId) ?? [];
  const withoutLine = (accountId: number, objectID: number) =>
    carts.set(
      accountId,
      cartOf(accountId).filter((line) => line.objectID !== objectID),
    );
  const addToWishList = (accountId: number, objectID: number) => {
    if (!wishListOf(accountId).includes(objectID))
      wishLists.set(accountId, [objectID, ...wishListOf(accountId)]);
  };
  const insertOrder = (draft: OrderDraft): Order => {
    const id = ++lastOrderId;
    const number = formatOrderNumber(new Date(draft.placedAt).getUTCFullYear(), id);
    const order = { ...structuredClone(draft), number };
    orders.push({ ...order, id });
    return structuredClone(order);
  };
  const out = ({ id: _id, ...order }: Order & { id: number }): Order => structuredClone(order);

  return {
    async cart(accountId) {
      return structuredClone(cartOf(accountId));
    },
    async wishList(accountId) {
      return [...wishListOf(accountId)];
    },
    async toggleCart(accountId, line) {
      if (cartOf(accountId).some((l) => l.objectID === line.objectID)) {
        withoutLine(accountId, line.objectID);
        return 'removed';
      }
      carts.set(accountId, [...cartOf(accountId), structuredClone(line)]);
      return 'added';
    },
    async updateCartLine(accountId, objectID, { quantity, options }) {
      const line = cartOf(accountId).find((l) => l.objectID === objectID);
      if (!line) return false;
      if (quantity !== undefined) line.quantity = quantity;
      if (options) line.options = { ...line.options, ...options };
      return true;
    },
    async removeFromCart(accountId, objectID) {
      if (!cartOf(accountId).some((l) => l.objectID === objectID)) return false;
      withoutLine(accountId, objectID);
      return true;
    },
    async toggleWishList(accountId, objectID) {
      if (wishListOf(accountId).includes(objectID)) {
        wishLists.set(
          accountId,
          wishListOf(accountId).filter((id) => id !== objectID),
        );
        return 'removed';
      }
      addToWishList(accountId, objectID);
      return 'added';
    },
    async moveToWishList(accountId, objectID) {
      if (!cartOf(accountId).some((l) => l.objectID === objectID)) return false;
      withoutLine(accountId, objectID);
      addToWishList(accountId, objectID);
      return true;
    },
    async moveToCart(accountId, line) {
      if (!wishListOf(accountId).includes(line.objectID)) return false;
      wishLists.set(
        accountId,
        wishListOf(accountId).filter((id) => id !== line.objectID),
      );
      if (!cartOf(accountId).some((l) => l.objectID === line.objectID))
        carts.set(accountId, [...cartOf(accountId), structuredClone(line)]);
      return true;
    },
    async placeOrder(accountId, build) {
      const lines = cartOf(accountId);
      if (!lines.length) return { emptyCart: true };
      const draft = build(structuredClone(lines));
      if (!draft) return { cartChanged: true };
      const placed = insertOrder(draft);
      carts.delete(accountId);
      return { placed };
    },
    async listOrders(accountId) {
      return orders
        .filter((order) => accountId === undefined || order.accountId === accountId)
        .reverse()
        .map(out);
    },
    async getOrder(number, accountId) {
      const order = orders.find(
        (o) => o.number === number && (accountId === undefined || o.accountId === accountId),
      );
      return order && out(order);
    },
    async seedBasket(accountId, { cart, wishList, orders: samples }) {
      const has =
        cartOf(accountId).length ||
        wishListOf(accountId).length ||
        orders.some((order) => order.accountId === accountId);
      if (has) return false;
      for (const draft of samples) insertOrder({ ...draft, accountId });
      carts.set(accountId, structuredClone(cart));
      wishLists.set(accountId, [...wishList]);
      return true;
    },
  };
}
