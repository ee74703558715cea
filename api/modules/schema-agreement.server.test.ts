/**
 * A column is written three times: in the contract (zod), in the Drizzle table and in a numbered
 * migration. This test fails when they disagree: a migration that forgot a column, a Drizzle type
 * or nullability that is not the database's, a contract field with no column or a column with no
 * field (docs/conventions.md).
 */
import { getTableColumns, is } from 'drizzle-orm';
import { PgTable, getTableConfig } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { calendarEventSchema, calendarLabelSchema } from './calendar/contract';
import { chatMessageSchema } from './chat/contract';
import { dataListProductSchema } from './data-list/contract';
import { emailSchema, emailTagSchema } from './email/contract';
import { taskSchema, taskTagSchema } from './todo/contract';
import { productSchema } from './shop/contract';
import { cartLineSchema, orderLineSchema, orderSchema } from './orders/contract';
import { shipmentEventSchema, shipmentSchema } from './shipments/contract';
import { openPglite, type SqlConnection } from '../platform/sql/connection.server';
import { migrate } from '../platform/sql/migrate.server';
import * as calendar from './calendar/sql-tables.server';
import * as chat from './chat/sql-tables.server';
import * as dataList from './data-list/sql-tables.server';
import * as email from './email/sql-tables.server';
import * as orders from './orders/sql-tables.server';
import * as shipments from './shipments/sql-tables.server';
import * as shop from './shop/sql-tables.server';
import * as todo from './todo/sql-tables.server';

/** Every module's Drizzle tables (api/modules/<name>/sql-tables.server.ts) and the platform's. */
const tableModules: Record<string, unknown>[] = [
  ...Object.values(
    import.meta.glob<Record<string, unknown>>('../platform/sql/*-tables.server.ts', {
      eager: true,
    }),
  ),
  ...Object.values(
    import.meta.glob<Record<string, unknown>>('./*/sql-tables.server.ts', { eager: true }),
  ),
];
const tables = tableModules.flatMap((module) =>
  Object.values(module).filter((value) => is(value, PgTable)),
);

/**
 * Entities stored one row each (a person is an account row whose fields the people store maps by
 * name, api/modules/user-management/store.ts, so it is not compared here): every contract field has a column and every column a field, but
 * for the named exceptions. Names compare without case and underscores (`sender_name` is
 * `senderName`).
 */
const entities: {
  table: PgTable;
  schema: z.ZodObject;
  /** contract fields that are not columns, and why */
  notColumns?: Record<string, string>;
  /** columns that are not contract fields, and why */
  notFields?: Record<string, string>;
}[] = [
  { table: dataList.dataListProducts, schema: dataListProductSchema },
  {
    table: shipments.shipments,
    schema: shipmentSchema,
    notColumns: {
      progress: 'shipmentProgress of the status',
      operator: 'the operator account (operator_id) read with its name and avatar',
      events: 'the table shipment_events',
    },
    notFields: { operatorId: 'operator.id' },
  },
  {
    table: shipments.shipmentEvents,
    schema: shipmentEventSchema,
    notFields: { shipmentId: 'the shipment the event belongs to' },
  },
  {
    table: shop.shopProducts,
    schema: productSchema,
    notColumns: { hierarchicalCategories: 'the four columns lvl0 to lvl3' },
    notFields: {
      lvl0: 'hierarchicalCategories.lvl0',
      lvl1: 'hierarchicalCategories.lvl1',
      lvl2: 'hierarchicalCategories.lvl2',
      lvl3: 'hierarchicalCategories.lvl3',
      search: 'the full-text vector of name, description and brand (generated)',
    },
  },
  { table: calendar.calendarEvents, schema: calendarEventSchema },
  {
    table: calendar.calendarLabels,
    schema: calendarLabelSchema,
    notFields: { position: 'the order of the list' },
  },
  {
    table: todo.todoTasks,
    schema: taskSchema,
    notFields: { ownerId: 'whose task it is: the reader (docs/decisions/0056)' },
  },
  { table: todo.todoTags, schema: taskTagSchema },
  {
    table: email.emailMails,
    schema: emailSchema,
    notColumns: {
      replies: 'rows with this mail as parent',
      delivery: 'three columns: delivery_state, delivery_error, delivery_at (migration 0175)',
    },
    notFields: {
      parentId: 'the mail a reply answers',
      deliveryState: 'delivery.state',
      deliveryError: 'delivery.error',
      deliveryAt: 'delivery.at',
    },
  },
  {
    table: email.emailTags,
    schema: emailTagSchema,
    notFields: { position: 'the order of the list' },
  },
  {
    table: chat.chatMessages,
    schema: chatMessageSchema,
    notColumns: { isSent: "the reader's side: whether senderId is the reader" },
    notFields: { threadId: 'the thread between the sender and the receiver' },
  },
  {
    table: orders.shopCartItems,
    schema: cartLineSchema,
    notFields: {
      accountId: 'whose cart it is: the reader (docs/decisions/0059)',
      position: 'the order of adding',
    },
  },
  {
    table: orders.shopOrders,
    schema: orderSchema,
    notColumns: { lines: 'rows of shop_order_lines', totals: 'the columns named below' },
    notFields: {
      id: 'the identity behind the number',
      itemCount: 'totals.itemCount',
      subtotal: 'totals.subtotal',
      discount: 'totals.discount',
      delivery: 'totals.delivery',
      total: 'totals.total',
      tax: 'totals.tax',
    },
  },
  {
    table: orders.shopOrderLines,
    schema: orderLineSchema,
    notFields: { orderId: 'the order it is a line of', position: 'the order of the lines' },
  },
];

const plain = (name: string) => name.replaceAll('_', '').toLowerCase();

describe('contract, Drizzle tables and migrations agree', () => {
  let conn: SqlConnection;
  beforeAll(async () => {
    conn = await openPglite();
    await migrate(conn);
  });
  afterAll(() => conn.close());

  it('finds the tables', () => {
    expect(tables.length).toBeGreaterThanOrEqual(15);
  });

  it('every Drizzle table is the table the migrations make: columns, types, nullability', async () => {
    const differences: string[] = [];
    for (const table of tables) {
      const { name, columns } = getTableConfig(table);
      const rows = await conn.query<{ column: string; type: string; not_null: boolean }>(
        `SELECT a.attname AS column, format_type(a.atttypid, a.atttypmod) AS type,
                a.attnotnull AS not_null
           FROM pg_attribute a
          WHERE a.attrelid = to_regclass($1) AND a.attnum > 0 AND NOT a.attisdropped`,
        [name],
      );
      if (!rows.length) {
        differences.push(`${name}: no migration makes this table`);
        continue;
      }
      const inDatabase = new Map(rows.map((row) => [row.column, row]));
      for (const column of columns) {
        const found = inDatabase.get(column.name);
        if (!found) differences.push(`${name}.${column.name}: in Drizzle, not in the migrations`);
        else {
          if (found.type !== column.getSQLType())
            differences.push(
              `${name}.${column.name}: ${column.getSQLType()} in Drizzle, ${found.type} in SQL`,
            );
          if (found.not_null !== (column.notNull || column.primary))
            differences.push(`${name}.${column.name}: nullability differs`);
          inDatabase.delete(column.name);
        }
      }
      for (const column of inDatabase.keys())
        differences.push(`${name}.${column}: in the migrations, not in Drizzle`);
    }
    expect(differences).toEqual([]);
  });

  it.each(entities.map((e) => [getTableConfig(e.table).name, e] as const))(
    'the contract entity stored in %s has a column for each field, and a field for each column',
    (_name, { table, schema, notColumns = {}, notFields = {} }) => {
      const columns = Object.keys(getTableColumns(table)).filter((key) => !(key in notFields));
      const fields = Object.keys(schema.shape).filter((key) => !(key in notColumns));
      expect(fields.map(plain).sort()).toEqual(columns.map(plain).sort());
    },
  );
});
