import {
  bigint,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { LineOptions, OrderAddress, PaymentMethod } from './contract';
import { authUsers } from '../auth/sql-tables.server';
import { shopProducts } from '../shop/sql-tables.server';

/**
 * The shop's carts, wish lists and orders, each person's (migration 0195, docs/decisions/0059).
 * Money is whole satang (bigint). Cart and wish-list lines name a catalogue product (gone with it);
 * order lines keep the product as it was, with no key to the catalogue.
 */
export const shopCartItems = pgTable(
  'shop_cart_items',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    objectId: integer('object_id')
      .notNull()
      .references(() => shopProducts.object_id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    discountInPercentage: integer('discount_in_percentage').notNull(),
    offersCount: integer('offers_count').notNull(),
    /** a day in UTC, read and written as 'YYYY-MM-DD' */
    deliveryDate: date('delivery_date', { mode: 'string' }).notNull(),
    /** the options chosen, { name: value } (migration 0196) */
    options: jsonb('options').$type<LineOptions>().notNull().default({}),
    /** the order of adding: oldest first */
    position: bigint('position', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
  },
  (table) => [
    primaryKey({ columns: [table.accountId, table.objectId] }),
    index('shop_cart_items_object_idx').on(table.objectId),
  ],
);

export const shopWishListItems = pgTable(
  'shop_wish_list_items',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    objectId: integer('object_id')
      .notNull()
      .references(() => shopProducts.object_id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull(),
    /** the order of adding: the list shows the newest first */
    position: bigint('position', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
  },
  (table) => [
    primaryKey({ columns: [table.accountId, table.objectId] }),
    index('shop_wish_list_items_object_idx').on(table.objectId),
  ],
);

export const shopOrders = pgTable(
  'shop_orders',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    number: text('number').notNull().unique(),
    accountId: integer('account_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull(),
    address: jsonb('address').$type<OrderAddress>().notNull(),
    payment: text('payment').$type<PaymentMethod>().notNull(),
    itemCount: integer('item_count').notNull(),
    subtotal: bigint('subtotal', { mode: 'number' }).notNull(),
    discount: bigint('discount', { mode: 'number' }).notNull(),
    delivery: bigint('delivery', { mode: 'number' }).notNull(),
    total: bigint('total', { mode: 'number' }).notNull(),
    tax: bigint('tax', { mode: 'number' }).notNull(),
  },
  (table) => [index('shop_orders_account_idx').on(table.accountId, table.id)],
);

export const shopOrderLines = pgTable(
  'shop_order_lines',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => shopOrders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    objectId: integer('object_id').notNull(),
    name: text('name').notNull(),
    brand: text('brand').notNull(),
    image: text('image').notNull(),
    quantity: integer('quantity').notNull(),
    unitPrice: bigint('unit_price', { mode: 'number' }).notNull(),
    discountInPercentage: integer('discount_in_percentage').notNull(),
    /** the options chosen, { name: value } (migration 0196) */
    options: jsonb('options').$type<LineOptions>().notNull().default({}),
    discount: bigint('discount', { mode: 'number' }).notNull(),
    total: bigint('total', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.orderId, table.position] })],
);
