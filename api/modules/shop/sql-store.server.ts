import {
  SHOP_BRAND_FACET_SIZE,
  SHOP_RATING_FACETS,
  categoryLevel,
  categoryName,
  type HierarchicalCategories,
  type Product,
} from './contract';
import { prefixTsquery, searchReply, type ProductSearch, type ShopStore } from '.';
import { shopProductsSeed } from './seed';
import type { SqlConnection } from '../../platform/sql/connection.server';
import { shopProducts } from './sql-tables.server';
import { seedTable } from '../../platform/sql/seed.server';
import { getTableColumns } from 'drizzle-orm';

/** Rows per INSERT: the seed's 1,200 go in one statement (all or nothing). */
const INSERT_BATCH = 2000;

type Row = typeof shopProducts.$inferInsert;

function rowOf(p: Product): Row {
  const { objectID, hierarchicalCategories: h, ...fields } = p;
  return {
    ...fields,
    object_id: objectID,
    lvl0: h.lvl0,
    lvl1: h.lvl1,
    lvl2: h.lvl2 ?? null,
    lvl3: h.lvl3 ?? null,
  };
}

/**
 * A product row as one jsonb value, its columns named (not `to_jsonb(p)`, which would also turn
 * the search vector into text for nothing).
 */
const PRODUCT_JSON = `jsonb_build_object(${[
  'object_id',
  'name',
  'description',
  'brand',
  'categories',
  'lvl0',
  'lvl1',
  'lvl2',
  'lvl3',
  'type',
  'price',
  'price_range',
  'image',
  'images',
  'url',
  'free_shipping',
  'rating',
  'popularity',
  'options',
]
  .map((column) => `'${column}', p.${column}`)
  .join(', ')})`;

/** A row as jsonb (PRODUCT_JSON) back into the contract's product. */
function productOf(doc: Record<string, unknown>): Product {
  const { object_id, lvl0, lvl1, lvl2, lvl3, ...fields } = doc;
  const levels = { lvl0, lvl1 } as HierarchicalCategories;
  if (lvl2 != null) levels.lvl2 = lvl2 as string;
  if (lvl3 != null) levels.lvl3 = lvl3 as string;
  return {
    ...(fields as Omit<Product, 'objectID' | 'hierarchicalCategories'>),
    objectID: Number(object_id),
    price: Number(fields.price),
    hierarchicalCategories: levels,
  };
}

/**
 * Inserts the products, INSERT_BATCH rows a statement, each batch one jsonb parameter unpacked by
 * jsonb_to_recordset: on PGlite the seed's 1,200 rows took 1.3 s with a parameter a field (Drizzle's
 * insert), 0.25 to 0.65 s this way (measured on the shared 2 cores under load).
 */
export async function insertShopProducts(conn: SqlConnection, products: Product[]) {
  const columns = Object.entries(getTableColumns(shopProducts))
    .filter(([, column]) => !column.generated)
    .map(([, column]) => `${column.name} ${column.getSQLType()}`);
  const names = columns.map((column) => column.split(' ')[0]).join(', ');
  for (let i = 0; i < products.length; i += INSERT_BATCH) {
    await conn.query(
      `INSERT INTO shop_products (${names})
       SELECT ${names} FROM jsonb_to_recordset($1::jsonb) AS x(${columns.join(', ')})`,
      [JSON.stringify(products.slice(i, i + INSERT_BATCH).map(rowOf))],
    );
  }
}

/** The catalogue's rows replaced by these (tests, the bench): the table emptied, then filled. */
export async function replaceShopProducts(conn: SqlConnection, products: Product[]) {
  await conn.exec('DELETE FROM shop_products');
  await insertShopProducts(conn, products);
}

/** The sample catalogue when the table is empty: once, however many processes start. */
export async function seedShop(conn: SqlConnection, count?: number) {
  await seedTable(conn, 'shop_products', () => insertShopProducts(conn, shopProductsSeed(count)), {
    identity: false,
  });
}

const LEVEL_COLUMNS = ['lvl0', 'lvl1', 'lvl2', 'lvl3'] as const;
const ORDER = {
  featured: 'popularity DESC, object_id',
  'price-asc': 'price, object_id',
  'price-desc': 'price DESC, object_id',
} as const;

interface FacetRow {
  kind: 'stats' | 'hit' | 'category' | 'brand' | 'chosen';
  key: string | null;
  n: number | null;
  a: number | null;
  b: number | null;
  doc: unknown;
  pos: number | null;
}

/**
 * The catalogue in PostgreSQL or PGlite (docs/decisions/0058): a search is one statement. `base`
 * holds the products of every filter but the brands (the brand facet's set), `hits` adds the
 * brand filter; the page, the stats (total, price bounds, rating counts), the next-level
 * categories and the brands come back as the rows of one UNION ALL, told apart by `kind`.
 */
export function sqlShopStore(conn: SqlConnection): ShopStore {
  return {
    async search(query: ProductSearch) {
      const params: unknown[] = [];
      const param = (value: unknown) => {
        params.push(value);
        return `$${params.length}`;
      };
      const where: string[] = [];
      const tsquery = prefixTsquery(query.q ?? '');
      if (tsquery) where.push(`search @@ to_tsquery('simple', ${param(tsquery)})`);
      const level = query.category === undefined ? -1 : categoryLevel(query.category);
      if (level >= LEVEL_COLUMNS.length) where.push('false');
      else if (level >= 0) where.push(`${LEVEL_COLUMNS[level]} = ${param(query.category)}`);
      if (query.priceMin !== undefined) where.push(`price >= ${param(query.priceMin)}`);
      if (query.priceMax !== undefined) where.push(`price <= ${param(query.priceMax)}`);
      if (query.ratingMin !== undefined) where.push(`rating >= ${param(query.ratingMin)}`);
      if (query.freeShipping) where.push('free_shipping');
      const chosen = query.brands ?? [];
      const brandList = chosen.map(param).join(', ');
      const next = LEVEL_COLUMNS[level + 1];
      const brandQuery = param((query.brandQuery ?? '').toLowerCase());
      const limit = param(query.perPage);
      const offset = param((query.page - 1) * query.perPage);
      const ratings = SHOP_RATING_FACETS.map((r) => `count(*) FILTER (WHERE rating >= ${r})`).join(
        ', ',
      );
      const text = `
        WITH base AS (
          SELECT object_id, brand, lvl0, lvl1, lvl2, lvl3, price, rating, popularity
            FROM shop_products
           WHERE ${where.join(' AND ') || 'true'}
        ),
        hits AS (SELECT * FROM base ${chosen.length ? `WHERE brand IN (${brandList})` : ''})
        SELECT 'stats' AS kind, NULL AS key, count(*)::int AS n, min(price) AS a, max(price) AS b,
               jsonb_build_array(${ratings}) AS doc, NULL::int AS pos
          FROM hits
        UNION ALL
        SELECT 'hit', NULL, NULL, NULL, NULL, ${PRODUCT_JSON}, page.pos
          FROM (SELECT object_id, row_number() OVER (ORDER BY ${ORDER[query.sort]})::int AS pos
                  FROM hits ORDER BY ${ORDER[query.sort]} LIMIT ${limit} OFFSET ${offset}) page
          JOIN shop_products p USING (object_id)
        ${
          next
            ? `UNION ALL
        SELECT 'category', ${next}, count(*)::int, NULL, NULL, NULL, NULL
          FROM hits WHERE ${next} IS NOT NULL GROUP BY ${next}`
            : ''
        }
        UNION ALL
        (SELECT 'brand', brand, count(*)::int, NULL, NULL, NULL, NULL
           FROM base WHERE strpos(lower(brand), ${brandQuery}) > 0
          GROUP BY brand ORDER BY count(*) DESC, brand COLLATE "C" LIMIT ${SHOP_BRAND_FACET_SIZE})
        ${
          chosen.length
            ? `UNION ALL
        SELECT 'chosen', brand, count(*)::int, NULL, NULL, NULL, NULL
          FROM base WHERE brand IN (${brandList}) GROUP BY brand`
            : ''
        }`;
      const rows = await conn.query<FacetRow>(text, params);

      const stats = rows.find((row) => row.kind === 'stats')!;
      const total = Number(stats.n);
      const ratingCounts = parsed(stats.doc) as unknown as number[];
      const hits = rows
        .filter((row) => row.kind === 'hit')
        .sort((x, y) => Number(x.pos) - Number(y.pos))
        .map((row) => productOf(parsed(row.doc)));
      return searchReply(query, {
        hits,
        total,
        categories: rows
          .filter((row) => row.kind === 'category')
          .map((row) => ({ path: row.key!, name: categoryName(row.key!), count: Number(row.n) })),
        brands: rows
          .filter((row) => row.kind === 'brand')
          .map((row) => ({ name: row.key!, count: Number(row.n) })),
        chosenCounts: new Map(
          rows.filter((row) => row.kind === 'chosen').map((row) => [row.key!, Number(row.n)]),
        ),
        price: { min: Number(stats.a), max: Number(stats.b) },
        ratings: SHOP_RATING_FACETS.map((rating, i) => ({
          rating,
          count: Number(ratingCounts[i]),
        })),
      });
    },
    async getProducts(objectIDs) {
      const ids = [...new Set(objectIDs)];
      if (ids.length === 0) return [];
      const rows = await conn.query<{ doc: unknown }>(
        `SELECT ${PRODUCT_JSON} AS doc FROM shop_products p
          WHERE object_id IN (${ids.map((_, i) => `$${i + 1}`).join(', ')})`,
        ids,
      );
      return rows.map((row) => productOf(parsed(row.doc)));
    },
    async relatedProducts(lvl1, exceptObjectID, limit) {
      const rows = await conn.query<{ doc: unknown }>(
        `SELECT ${PRODUCT_JSON} AS doc FROM shop_products p
          WHERE lvl1 = $1 AND object_id <> $2
          ORDER BY popularity DESC, object_id LIMIT $3`,
        [lvl1, exceptObjectID, limit],
      );
      return rows.map((row) => productOf(parsed(row.doc)));
    },
  };
}

/** jsonb as the driver gives it: node-postgres and PGlite parse it; a string is parsed here. */
function parsed(doc: unknown): Record<string, unknown> {
  return (typeof doc === 'string' ? JSON.parse(doc) : doc) as Record<string, unknown>;
}
