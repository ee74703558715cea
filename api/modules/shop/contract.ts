import { z } from 'zod';
import { id, imageUrlSchema, longText, requiredText, shortText, text } from '../../contract/common';

/**
 * The shop's catalogue and search (docs/product.md sections 3.13 and 7.14; docs/decisions/0058):
 * a supplies shop for the company's staff. Every path needs rule editor (staff and admins). The
 * catalogue is read-only (no change version, no writes through the API).
 *
 * Paths (below /api/apps/shop):
 * - GET /search?q&category&brands&priceMin&priceMax&ratingMin&freeShipping&sort&page&perPage&brandQuery
 *   -> ProductSearchReply {hits, total, page, perPage, pages, facets}. Every parameter is optional
 *   (productSearchQuery below says what each one means). A malformed parameter answers 422 naming
 *   it (a negative price, priceMin above priceMax, an unknown sort, a perPage not in
 *   SHOP_PER_PAGE_SIZES, page 0, a q longer than SHOP_QUERY_MAX), never an empty page. A page past
 *   the end answers 200 with no hits and the total kept.
 * - GET /products/:objectID -> ProductReply {product, related}: related are up to SHOP_RELATED_MAX
 *   other products of the same lvl1 category, most popular first. An objectID no product has 404
 *   notFound; one that cannot be an id (not whole, 0, above 2147483647) 422 impossibleId.
 *
 * Facets (computed on the filtered result, like Algolia's disjunctive faceting):
 * - categories: the next level under the chosen category (the top level when none is chosen),
 *   counted with every filter;
 * - brands: counted with every filter but the brand filter itself, so that choosing a brand does
 *   not hide the others (choosing several is an OR); the SHOP_BRAND_FACET_SIZE largest, by count
 *   then name, among the brands whose name contains brandQuery (case-insensitive); the chosen
 *   brands are always listed (with their count, 0 if none);
 * - price: the lowest and highest price of the filtered result (every filter, the price range
 *   too); null when nothing matches;
 * - ratings: for 1 to 4, the count of products with a rating of at least that ('4 & up'), with
 *   every filter.
 */

/** The separator of hierarchical category paths, as Algolia's: 'Packing > Boxes > Shipping boxes'. */
export const CATEGORY_SEPARATOR = ' > ';
/** The page sizes a search may ask for; the first is the default. */
export const SHOP_PER_PAGE_SIZES = [12, 24, 48] as const;
export const SHOP_SORTS = ['featured', 'price-asc', 'price-desc'] as const;
export const SHOP_QUERY_MAX = 200;
export const SHOP_PAGE_MAX = 10_000;
/** The highest price in baht a product or a price filter may have. */
export const SHOP_PRICE_MAX = 10_000_000;
export const SHOP_BRAND_FACET_SIZE = 10;
/** How many brands a search may choose at once. */
export const SHOP_BRANDS_MAX = 20;
export const SHOP_RELATED_MAX = 8;
export const SHOP_RATING_MAX = 5;
/** The ratings facet's thresholds ('1 & up' to '4 & up'), and the values of ratingMin. */
export const SHOP_RATING_FACETS = [1, 2, 3, 4] as const;

/** A category path: one to four names joined by CATEGORY_SEPARATOR, each level the full path. */
export const categoryPathSchema = requiredText(300);

/**
 * Algolia's hierarchical categories: lvl0 is the top category, each deeper level the full path
 * ('Packing', 'Packing > Boxes', 'Packing > Boxes > Shipping boxes'). lvl0 and lvl1 are always
 * there; lvl2 and lvl3 only when the product sits that deep (absent, never null).
 */
export const hierarchicalCategoriesSchema = z.object({
  lvl0: categoryPathSchema,
  lvl1: categoryPathSchema,
  lvl2: categoryPathSchema.optional(),
  lvl3: categoryPathSchema.optional(),
});
export type HierarchicalCategories = z.infer<typeof hierarchicalCategoriesSchema>;

/**
 * A choice the item screen offers for some products (a colour, a size): the label is its name in
 * English ('Colour', 'Size'), the values the choices, product data like the name.
 */
export const productOptionSchema = z.object({
  name: requiredText(40),
  values: z.array(requiredText(60)).min(1).max(12),
});
export type ProductOption = z.infer<typeof productOptionSchema>;

/**
 * A shop product: the fields of docs/product.md section 3.13 as they are (objectID is the id),
 * plus `images` and `options` for the item screen. Texts are English product data, not UI text.
 */
export const productSchema = z.object({
  objectID: id,
  name: requiredText(200),
  description: longText(2000),
  brand: requiredText(80),
  /** the category names of the path, top first (['Packing', 'Boxes', 'Shipping boxes']) */
  categories: z.array(requiredText(100)).min(1).max(4),
  hierarchicalCategories: hierarchicalCategoriesSchema,
  /** the kind of product, a short word ('Box', 'Gloves', 'GPS tracker') */
  type: requiredText(80),
  /** in Thai baht, with at most 2 decimals */
  price: z.number().min(0).max(SHOP_PRICE_MAX),
  /** the price band as text, '500 - 1000' (the top band '5000 - *'), as the template's data */
  price_range: requiredText(40),
  /** a path of an illustration shipped with the app, '/images/shop/boxes-1.svg'; never remote */
  image: imageUrlSchema,
  /** every picture of the item screen, `image` first */
  images: z.array(imageUrlSchema).min(1).max(8),
  /** the product's own page in the app, '/apps/eCommerce/item/5546604' */
  url: requiredText(200),
  free_shipping: z.boolean(),
  /** 0 to 5 stars, whole */
  rating: z.number().int().min(0).max(SHOP_RATING_MAX),
  /** a whole number, higher is more popular: the 'featured' order */
  popularity: z.number().int().min(0),
  /** the choices of the item screen; empty when the product has none */
  options: z.array(productOptionSchema).max(4),
});
export type Product = z.infer<typeof productSchema>;

/** A whole number from the query string. */
const wholeParam = (max: number) =>
  text()
    .max(12)
    .regex(/^\d+$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().int().max(max));

/** A price from the query string: a non-negative number of baht, at most 2 decimals. */
const priceParam = text()
  .max(20)
  .regex(/^\d+(\.\d{1,2})?$/, 'must be a number of baht of at least 0, e.g. 250 or 99.50')
  .transform(Number)
  .pipe(z.number().min(0).max(SHOP_PRICE_MAX));

/**
 * GET /apps/shop/search. Query parameters:
 * - q: words searched in name, description and brand; every word must match, the last one also as
 *   a prefix (typing 'tap' finds 'tape'); at most SHOP_QUERY_MAX characters
 * - category: a category path at any level ('Safety gear' or 'Safety gear > Gloves')
 * - brands: one or several brands, a comma-separated list ('3M,Uline'): a product of any of them
 *   matches (brand names hold no comma)
 * - priceMin, priceMax: baht, numbers >= 0, priceMin <= priceMax (both included)
 * - ratingMin: 1 to 4, a rating of at least that
 * - freeShipping: 'true' keeps the products that ship free; 'false' or absent keeps all
 * - sort: featured (popularity, the default) | price-asc | price-desc; ties by objectID
 * - page: from 1 (default 1); perPage: one of SHOP_PER_PAGE_SIZES (default 12)
 * - brandQuery: narrows the brands facet to the brands whose name contains it (not the hits)
 * Unknown parameters are ignored (a cache-busting parameter must not fail a search).
 */
export const productSearchQuery = z
  .object({
    q: shortText(SHOP_QUERY_MAX).optional(),
    category: categoryPathSchema.optional(),
    brands: text()
      .max(2000)
      .transform((value) =>
        value
          .split(',')
          .map((brand) => brand.trim())
          .filter(Boolean),
      )
      .pipe(z.array(requiredText(80)).max(SHOP_BRANDS_MAX))
      .optional(),
    priceMin: priceParam.optional(),
    priceMax: priceParam.optional(),
    ratingMin: text()
      .max(1)
      .regex(/^[1-4]$/, 'must be 1, 2, 3 or 4')
      .transform(Number)
      .optional(),
    freeShipping: z
      .enum(['true', 'false'])
      .transform((value) => value === 'true')
      .optional(),
    sort: z.enum(SHOP_SORTS).default('featured'),
    page: wholeParam(SHOP_PAGE_MAX).pipe(z.number().min(1, 'must be at least 1')).default(1),
    perPage: z
      .enum(SHOP_PER_PAGE_SIZES.map(String) as ['12', '24', '48'])
      .transform(Number)
      .default(SHOP_PER_PAGE_SIZES[0]),
    brandQuery: shortText(80).optional(),
  })
  .refine(
    ({ priceMin, priceMax }) =>
      priceMin === undefined || priceMax === undefined || priceMin <= priceMax,
    {
      message: 'must not be above priceMax',
      path: ['priceMin'],
      params: { code: 'invalidValue' },
    },
  );
export type ProductSearchQuery = z.infer<typeof productSearchQuery>;

export const categoryFacetSchema = z.object({
  /** the full path, the value of the category parameter */
  path: categoryPathSchema,
  /** the last name of the path, for the tree */
  name: requiredText(100),
  count: z.number().int().min(0),
});
export type CategoryFacet = z.infer<typeof categoryFacetSchema>;
export const brandFacetSchema = z.object({
  name: requiredText(80),
  count: z.number().int().min(0),
});
export type BrandFacet = z.infer<typeof brandFacetSchema>;
export const ratingFacetSchema = z.object({
  rating: z.number().int().min(1).max(4),
  count: z.number().int().min(0),
});
export type RatingFacet = z.infer<typeof ratingFacetSchema>;
export const priceBoundsSchema = z.object({ min: z.number(), max: z.number() });
export type PriceBounds = z.infer<typeof priceBoundsSchema>;

export const searchFacetsSchema = z.object({
  categories: z.array(categoryFacetSchema),
  brands: z.array(brandFacetSchema),
  price: priceBoundsSchema.nullable(),
  ratings: z.array(ratingFacetSchema),
});
export type SearchFacets = z.infer<typeof searchFacetsSchema>;

export const productSearchReply = z.object({
  hits: z.array(productSchema),
  /** the products matching every filter, on all pages */
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  perPage: z.number().int(),
  /** the number of pages (0 when nothing matches) */
  pages: z.number().int().min(0),
  facets: searchFacetsSchema,
});
export type ProductSearchReply = z.infer<typeof productSearchReply>;

/** GET /apps/shop/products/:objectID */
export const productReply = z.object({
  product: productSchema,
  related: z.array(productSchema).max(SHOP_RELATED_MAX),
});
export type ProductReply = z.infer<typeof productReply>;

/** The level of a category path: 0 for 'Packing', 1 for 'Packing > Boxes'. */
export function categoryLevel(path: string): number {
  return path.split(CATEGORY_SEPARATOR).length - 1;
}

/** The last name of a category path: 'Boxes' of 'Packing > Boxes'. */
export function categoryName(path: string): string {
  return path.split(CATEGORY_SEPARATOR).at(-1) ?? path;
}

/** The price band text of a price, as the template's data: '500 - 1000', '5000 - *'. */
export function priceRangeOf(price: number): string {
  const bands = [0, 100, 250, 500, 1000, 2500, 5000];
  let i = bands.length - 1;
  while (i > 0 && price < bands[i]) i -= 1;
  return i === bands.length - 1 ? `${bands[i]} - *` : `${bands[i]} - ${bands[i + 1]}`;
}
