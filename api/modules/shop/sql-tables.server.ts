import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
} from 'drizzle-orm/pg-core';
import type { ProductOption } from './contract';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The shop's catalogue (migration 0190-shop-catalogue.sql, docs/decisions/0058): one row a
 * product; hierarchicalCategories are the four columns lvl0 to lvl3; `search` is the generated
 * full-text vector of name, description and brand ('simple' configuration).
 */
export const shopProducts = pgTable(
  'shop_products',
  {
    object_id: integer('object_id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    brand: text('brand').notNull(),
    categories: jsonb('categories').$type<string[]>().notNull(),
    lvl0: text('lvl0').notNull(),
    lvl1: text('lvl1').notNull(),
    lvl2: text('lvl2'),
    lvl3: text('lvl3'),
    type: text('type').notNull(),
    price: doublePrecision('price').notNull(),
    price_range: text('price_range').notNull(),
    image: text('image').notNull(),
    images: jsonb('images').$type<string[]>().notNull(),
    url: text('url').notNull(),
    free_shipping: boolean('free_shipping').notNull(),
    rating: smallint('rating').notNull(),
    popularity: integer('popularity').notNull(),
    options: jsonb('options').$type<ProductOption[]>().notNull(),
    search: tsvector('search').generatedAlwaysAs(
      sql`to_tsvector('simple', name || ' ' || description || ' ' || brand)`,
    ),
  },
  (table) => [
    index('shop_products_search').using('gin', table.search),
    index('shop_products_lvl0').on(table.lvl0, table.popularity.desc()),
    index('shop_products_lvl1').on(table.lvl1, table.popularity.desc()),
    index('shop_products_lvl2').on(table.lvl2, table.popularity.desc()),
    index('shop_products_lvl3').on(table.lvl3, table.popularity.desc()),
    index('shop_products_price').on(table.price),
    index('shop_products_popularity').on(table.popularity.desc()),
    index('shop_products_brand').on(table.brand),
  ],
);
