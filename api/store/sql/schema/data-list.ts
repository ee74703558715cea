import { doublePrecision, integer, pgTable, text } from 'drizzle-orm/pg-core';
import type { DataListProduct } from '../../../contract/data-list';

export const dataListProducts = pgTable('data_list_products', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull(),
  category: text('category').$type<DataListProduct['category']>().notNull(),
  img: text('img').notNull(),
  order_status: text('order_status').$type<DataListProduct['order_status']>().notNull(),
  popularity: doublePrecision('popularity').notNull(),
  price: doublePrecision('price').notNull(),
});
