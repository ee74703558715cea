import type { CartLine, LineOptions, Order } from './contract';

/** An order before the store gives it its id and number. */
export type OrderDraft = Omit<Order, 'number'>;

/**
 * What placing an order builds from the cart as the store holds it at that moment (locked): the
 * order, or undefined when the cart holds a product the caller has no price for (the cart changed
 * since it was read: the caller reads again).
 */
export type BuildOrder = (cart: CartLine[]) => OrderDraft | undefined;

/** What placing an order came to. */
export type PlaceOrderResult = { placed: Order } | { emptyCart: true } | { cartChanged: true };

/**
 * Each person's cart, wish list and orders, by account id (docs/decisions/0059): every call names
 * the person and reads or changes only theirs. Every change is one atomic step (one transaction or
 * one statement on SQL, one synchronous step in memory), so two requests at once cannot leave an
 * item in both lists, in neither, or an order beside a full cart.
 */
export interface OrdersStore {
  /** the person's cart lines, oldest first */
  cart(accountId: number): Promise<CartLine[]>;
  /** the person's wish list, product ids, newest first */
  wishList(accountId: number): Promise<number[]>;
  /** adds the line, or removes the product's line when there is one */
  toggleCart(accountId: number, line: CartLine): Promise<'added' | 'removed'>;
  /**
   * Sets the line's quantity (when given) and merges `options` into its options (when given), in
   * one step; false when the product is not in the person's cart.
   */
  updateCartLine(
    accountId: number,
    objectID: number,
    change: { quantity?: number; options?: LineOptions },
  ): Promise<boolean>;
  /** false when the product is not in the person's cart */
  removeFromCart(accountId: number, objectID: number): Promise<boolean>;
  /** adds the product (added at `at`), or removes it when it is there */
  toggleWishList(accountId: number, objectID: number, at: Date): Promise<'added' | 'removed'>;
  /**
   * Out of the cart and into the wish list (added at `at`; kept as it is when there already),
   * together; false (nothing changed) when the product is not in the cart.
   */
  moveToWishList(accountId: number, objectID: number, at: Date): Promise<boolean>;
  /**
   * Out of the wish list and into the cart as `line` (a product in the cart already keeps its
   * line), together; false (nothing changed) when the product is not in the wish list.
   */
  moveToCart(accountId: number, line: CartLine): Promise<boolean>;
  /**
   * In one step: reads the person's cart (locked), builds the order from it, stores it with a new
   * id and its number (formatOrderNumber of the year of placedAt, UTC) and empties the cart.
   */
  placeOrder(accountId: number, build: BuildOrder): Promise<PlaceOrderResult>;
  /** the person's orders, or everyone's when accountId is undefined; newest first */
  listOrders(accountId: number | undefined): Promise<Order[]>;
  /** the order of that number (the person's only, when accountId is given) */
  getOrder(number: string, accountId: number | undefined): Promise<Order | undefined>;
  /**
   * The demo accounts' samples: when the person's cart, wish list and orders are all empty, fills
   * them (in one step, under a lock on SQL) and answers true; otherwise changes nothing.
   */
  seedBasket(
    accountId: number,
    sample: { cart: CartLine[]; wishList: number[]; orders: OrderDraft[]; at: Date },
  ): Promise<boolean>;
}
