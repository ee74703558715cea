import { nextId, seedOwnerOnce } from '../../platform/sql/patch-row.server';
import { childrenByParent, insertWithChildren } from '../../platform/sql/children.server';
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { formatOrderNumber, type CartLine, type Order } from './contract';
import type { OrderDraft, OrdersStore } from './store';
import type { SqlDb } from '../../platform/sql/connection.server';
import { shopCartItems, shopOrderLines, shopOrders, shopWishListItems } from './sql-tables.server';

/** The advisory lock of seeding a person's sample basket: this key and the person's id. */
const SEED_LOCK = 4716195;

const cartColumns = {
  objectID: shopCartItems.objectId,
  quantity: shopCartItems.quantity,
  discount_in_percentage: shopCartItems.discountInPercentage,
  offers_count: shopCartItems.offersCount,
  delivery_date: shopCartItems.deliveryDate,
  options: shopCartItems.options,
};

const cartRow = (accountId: number, line: CartLine) => ({
  accountId,
  objectId: line.objectID,
  quantity: line.quantity,
  discountInPercentage: line.discount_in_percentage,
  offersCount: line.offers_count,
  deliveryDate: line.delivery_date,
  options: line.options,
});

/**
 * Stores an order and its lines in one transaction (a new id from the identity, its number from
 * the year of placing).
 */
async function insertOrder(db: SqlDb, draft: OrderDraft): Promise<Order> {
  const id = await nextId(db, shopOrders);
  const placedAt = new Date(draft.placedAt);
  const number = formatOrderNumber(placedAt.getUTCFullYear(), id);
  const { accountId, address, payment } = draft;
  const { currency: _thb, ...totals } = draft.totals;
  await insertWithChildren(
    db,
    shopOrders,
    [{ id, number, accountId, placedAt, address, payment, ...totals }],
    shopOrderLines,
    () =>
      draft.lines.map(({ objectID, ...line }, position) => ({
        ...line,
        discountInPercentage: line.discount_in_percentage,
        orderId: id,
        position,
        objectId: objectID,
      })),
  );
  return { ...draft, number, placedAt: placedAt.toISOString() };
}

/**
 * Carts, wish lists and orders in PostgreSQL (migration 0195). Every change that touches two rows
 * or reads before it writes runs in one transaction; placing an order locks the cart's rows.
 */
export function sqlOrdersStore(db: SqlDb): OrdersStore {
  const inCart = (accountId: number, objectID: number) =>
    and(eq(shopCartItems.accountId, accountId), eq(shopCartItems.objectId, objectID));
  const inWishList = (accountId: number, objectID: number) =>
    and(eq(shopWishListItems.accountId, accountId), eq(shopWishListItems.objectId, objectID));
  /** deletes the line `where` finds; answers whether there was one */
  const removed = async (
    tx: SqlDb,
    table: typeof shopCartItems | typeof shopWishListItems,
    where: SQL | undefined,
  ) => (await tx.delete(table).where(where).returning({ objectID: table.objectId })).length > 0;
  /** a product in the cart already keeps its line */
  const addToCart = (tx: SqlDb, accountId: number, line: CartLine) =>
    tx.insert(shopCartItems).values(cartRow(accountId, line)).onConflictDoNothing();
  /** a product in the wish list already keeps its place */
  const addToWishList = (tx: SqlDb, accountId: number, objectId: number, addedAt: Date) =>
    tx.insert(shopWishListItems).values({ accountId, objectId, addedAt }).onConflictDoNothing();

  const readOrders = async (where: SQL | undefined): Promise<Order[]> => {
    const rows = await db.select().from(shopOrders).where(where).orderBy(desc(shopOrders.id));
    const lines = await childrenByParent(
      db,
      shopOrderLines,
      'orderId',
      rows,
      asc(shopOrderLines.position),
    );
    return rows.map((row) => ({
      number: row.number,
      accountId: row.accountId,
      placedAt: row.placedAt.toISOString(),
      address: row.address,
      payment: row.payment,
      lines: lines.get(row.id)!.map((line) => ({
        objectID: line.objectId,
        name: line.name,
        brand: line.brand,
        image: line.image,
        quantity: line.quantity,
        unitPrice: line.unitPrice,
        discount_in_percentage: line.discountInPercentage,
        options: line.options,
        discount: line.discount,
        total: line.total,
      })),
      totals: {
        currency: 'THB' as const,
        itemCount: row.itemCount,
        subtotal: row.subtotal,
        discount: row.discount,
        delivery: row.delivery,
        total: row.total,
        tax: row.tax,
      },
    }));
  };

  return {
    cart: (accountId) =>
      db
        .select(cartColumns)
        .from(shopCartItems)
        .where(eq(shopCartItems.accountId, accountId))
        .orderBy(asc(shopCartItems.position)),
    async wishList(accountId) {
      const rows = await db
        .select({ objectID: shopWishListItems.objectId })
        .from(shopWishListItems)
        .where(eq(shopWishListItems.accountId, accountId))
        .orderBy(desc(shopWishListItems.position));
      return rows.map((row) => row.objectID);
    },
    /** a DELETE, and only when it deleted nothing an INSERT, in one transaction */
    toggleCart: (accountId, line) =>
      db.transaction(async (tx) => {
        if (await removed(tx, shopCartItems, inCart(accountId, line.objectID))) return 'removed';
        await addToCart(tx, accountId, line);
        return 'added';
      }),
    /** one UPDATE: the options merged by jsonb's || (the new values win), so no change is lost */
    async updateCartLine(accountId, objectID, { quantity, options }) {
      const rows = await db
        .update(shopCartItems)
        .set({
          ...(quantity === undefined ? {} : { quantity }),
          ...(options
            ? { options: sql`${shopCartItems.options} || ${JSON.stringify(options)}::jsonb` }
            : {}),
        })
        .where(inCart(accountId, objectID))
        .returning({ objectID: shopCartItems.objectId });
      return rows.length > 0;
    },
    removeFromCart: (accountId, objectID) =>
      removed(db, shopCartItems, inCart(accountId, objectID)),
    toggleWishList: (accountId, objectID, at) =>
      db.transaction(async (tx) => {
        if (await removed(tx, shopWishListItems, inWishList(accountId, objectID))) return 'removed';
        await addToWishList(tx, accountId, objectID, at);
        return 'added';
      }),
    moveToWishList: (accountId, objectID, at) =>
      db.transaction(async (tx) => {
        if (!(await removed(tx, shopCartItems, inCart(accountId, objectID)))) return false;
        await addToWishList(tx, accountId, objectID, at);
        return true;
      }),
    moveToCart: (accountId, line) =>
      db.transaction(async (tx) => {
        if (!(await removed(tx, shopWishListItems, inWishList(accountId, line.objectID))))
          return false;
        await addToCart(tx, accountId, line);
        return true;
      }),
    /** the cart's rows locked from reading to emptying, so that one cart is ordered once */
    placeOrder: (accountId, build) =>
      db.transaction(async (tx) => {
        const lines = await tx
          .select(cartColumns)
          .from(shopCartItems)
          .where(eq(shopCartItems.accountId, accountId))
          .orderBy(asc(shopCartItems.position))
          .for('update');
        if (!lines.length) return { emptyCart: true as const };
        const draft = build(lines);
        if (!draft) return { cartChanged: true as const };
        const placed = await insertOrder(tx, draft);
        await tx.delete(shopCartItems).where(eq(shopCartItems.accountId, accountId));
        return { placed };
      }),
    listOrders: (accountId) =>
      readOrders(accountId === undefined ? undefined : eq(shopOrders.accountId, accountId)),
    async getOrder(number, accountId) {
      const [order] = await readOrders(
        accountId === undefined
          ? eq(shopOrders.number, number)
          : and(eq(shopOrders.number, number), eq(shopOrders.accountId, accountId)),
      );
      return order;
    },
    /** once per person, across processes (seedOwnerOnce): none of their cart, wish list or orders yet */
    seedBasket: (accountId, { cart, wishList, orders, at }) =>
      seedOwnerOnce(
        db,
        SEED_LOCK,
        accountId,
        async (tx) => {
          const [inCartAlready] = await tx
            .select({ id: shopCartItems.objectId })
            .from(shopCartItems)
            .where(eq(shopCartItems.accountId, accountId))
            .limit(1);
          const [wished] = await tx
            .select({ id: shopWishListItems.objectId })
            .from(shopWishListItems)
            .where(eq(shopWishListItems.accountId, accountId))
            .limit(1);
          const [ordered] = await tx
            .select({ id: shopOrders.id })
            .from(shopOrders)
            .where(eq(shopOrders.accountId, accountId))
            .limit(1);
          return Boolean(inCartAlready || wished || ordered);
        },
        async (tx) => {
          for (const draft of orders) await insertOrder(tx, { ...draft, accountId });
          if (cart.length)
            await tx.insert(shopCartItems).values(cart.map((line) => cartRow(accountId, line)));
          // the oldest first, so that the first of the list is the newest
          for (const objectId of [...wishList].reverse())
            await tx.insert(shopWishListItems).values({ accountId, objectId, addedAt: at });
        },
      ),
  };
}
