import { pictureTable } from '../../platform/sql/picture-tables.server';
import { doublePrecision, integer, pgTable, text } from 'drizzle-orm/pg-core';
import type { DataListProduct } from './contract';

export const dataListProducts = pgTable('data_list_products', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull(),
  category: text('category').$type<DataListProduct['category']>().notNull(),
  img: text('img').notNull(),
  order_status: text('order_status').$type<DataListProduct['order_status']>().notNull(),
  popularity: doublePrecision('popularity').notNull(),
  price: doublePrecision('price').notNull(),
});

/** Data-list products' images: migrations/0197-data-list-images.sql. */
export const dataListImages = pictureTable(
  'data_list_images',
  'product_id',
  () => dataListProducts.id,
);
