import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CATEGORY_SEPARATOR,
  priceRangeOf,
  productSchema,
  type Product,
  type ProductSearchReply,
} from './contract';
import { FEATURED_OBJECT_ID, SHOP_IMAGES, shopProductsSeed } from './seed';
import { createMemoryStores } from '../memory-stores.ts';
import { memoryShopStore } from './memory-store';
import { replaceShopProducts } from './sql-store.server';
import { testClock } from '../../test/clock';
import {
  createTestApi,
  storeKinds,
  useTestApi,
  type StoreKind,
  type TestApi,
} from '../../test/harness';
import { existsSync, readFileSync } from 'node:fs';

/**
 * The catalogue's contract (docs/product.md section 7.14) on every store. The search is checked
 * against a small known catalogue of 13 products that replaces the seed (memory: a store built
 * over it; SQL: the table's rows replaced through the adapter), so that every count below can be
 * worked out by hand; the product calls and the seed against the seeded catalogue.
 */

function product(
  objectID: number,
  name: string,
  brand: string,
  path: string[],
  price: number,
  rating: number,
  free_shipping: boolean,
  popularity: number,
  description = `${name} for the warehouse.`,
): Product {
  const at = (level: number) => path.slice(0, level + 1).join(CATEGORY_SEPARATOR);
  return {
    objectID,
    name,
    description,
    brand,
    categories: path,
    hierarchicalCategories: {
      lvl0: at(0),
      lvl1: at(1),
      ...(path.length > 2 ? { lvl2: at(2) } : {}),
      ...(path.length > 3 ? { lvl3: at(3) } : {}),
    },
    type: path.at(-1)!,
    price,
    price_range: priceRangeOf(price),
    image: '/images/shop/boxes-1.svg',
    images: ['/images/shop/boxes-1.svg'],
    url: `/apps/eCommerce/item/${objectID}`,
    free_shipping,
    rating,
    popularity,
    options: objectID === 106 ? [{ name: 'Size', values: ['M', 'L'] }] : [],
  };
}

const SHIPPING = ['Packing', 'Boxes', 'Shipping boxes'];
const TAPE = ['Packing', 'Tape', 'Packing tape'];
const WORK_GLOVES = ['Safety gear', 'Gloves', 'Work gloves'];
const PAPER = ['Office goods', 'Paper', 'Copy paper'];
const KNOWN: Product[] = [
  product(
    101,
    'Double-wall shipping box, large',
    'BoxCraft',
    [...SHIPPING, 'Double wall'],
    450,
    4,
    true,
    900,
  ),
  product(
    102,
    'Single-wall shipping box, small',
    'BoxCraft',
    [...SHIPPING, 'Single wall'],
    120,
    3,
    false,
    500,
  ),
  product(
    103,
    'Mailer box A4',
    'PackRight',
    ['Packing', 'Boxes', 'Mailer boxes'],
    200,
    5,
    true,
    700,
  ),
  product(
    104,
    'Clear packing tape 48 mm',
    'TapeLine',
    TAPE,
    85.5,
    4,
    false,
    1000,
    'A quiet unwind.',
  ),
  product(105, 'Brown packing tape 72 mm', 'TapeLine', TAPE, 99, 2, true, 300),
  product(106, 'Leather work gloves', 'SafeHands', WORK_GLOVES, 250, 5, false, 800),
  product(107, 'Cotton work gloves', 'SafeHands', WORK_GLOVES, 60, 1, true, 100),
  product(
    108,
    'Cut-resistant gloves level D',
    'GripTech',
    ['Safety gear', 'Gloves', 'Cut-resistant gloves'],
    390,
    4,
    true,
    600,
  ),
  product(
    109,
    'Hi-vis vest class 2',
    'BrightGuard',
    ['Safety gear', 'Hi-vis', 'Hi-vis vests'],
    150,
    3,
    false,
    400,
  ),
  product(
    110,
    'Hi-vis vest with pockets',
    'BrightGuard',
    ['Safety gear', 'Hi-vis', 'Hi-vis vests'],
    210,
    0,
    true,
    200,
  ),
  product(111, 'Copy paper A4 70 gsm', 'PaperLine', PAPER, 110, 2, false, 50),
  product(112, 'Copy paper A4 80 gsm', 'PaperLine', PAPER, 130, 2, false, 40),
  product(113, 'Copy paper A3 80 gsm, box of 5 reams', 'PaperLine', PAPER, 1500, 2, false, 30),
];

/** An API whose catalogue is KNOWN, over a store of this kind. */
async function knownCatalogueApi(kind: StoreKind): Promise<TestApi> {
  if (kind === 'memory') {
    const stores = { ...createMemoryStores(testClock), shop: memoryShopStore(KNOWN) };
    return createTestApi(kind, { stores });
  }
  const api = await createTestApi(kind);
  await replaceShopProducts(api.conn!, KNOWN);
  return api;
}

describe.each(storeKinds())('shop search (%s store, a known catalogue)', (kind) => {
  let api: TestApi;
  let editor: string;
  beforeAll(async () => {
    api = await knownCatalogueApi(kind);
    editor = await api.tokenFor('editor');
  });
  afterAll(() => api.close());

  async function search(query: string) {
    const res = await api.request<ProductSearchReply>('GET', `/api/apps/shop/search?${query}`, {
      token: editor,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body;
  }
  const ids = (reply: ProductSearchReply) => reply.hits.map((hit) => hit.objectID);
  const sortedIds = (reply: ProductSearchReply) => ids(reply).sort((a, b) => a - b);

  it('answers the whole catalogue, featured first, with the top-level facets', async () => {
    const reply = await search('');
    expect(reply).toMatchObject({ total: 13, page: 1, perPage: 12, pages: 2 });
    expect(ids(reply)).toEqual([104, 101, 106, 103, 108, 102, 109, 105, 110, 107, 111, 112]);
    for (const hit of reply.hits) productSchema.parse(hit);
    expect(reply.hits[0]).toEqual(KNOWN[3]);
    expect(reply.facets.categories).toEqual([
      { path: 'Packing', name: 'Packing', count: 5 },
      { path: 'Safety gear', name: 'Safety gear', count: 5 },
      { path: 'Office goods', name: 'Office goods', count: 3 },
    ]);
    expect(reply.facets.brands).toEqual([
      { name: 'PaperLine', count: 3 },
      { name: 'BoxCraft', count: 2 },
      { name: 'BrightGuard', count: 2 },
      { name: 'SafeHands', count: 2 },
      { name: 'TapeLine', count: 2 },
      { name: 'GripTech', count: 1 },
      { name: 'PackRight', count: 1 },
    ]);
    expect(reply.facets.price).toEqual({ min: 60, max: 1500 });
    expect(reply.facets.ratings).toEqual([
      { rating: 1, count: 12 },
      { rating: 2, count: 11 },
      { rating: 3, count: 7 },
      { rating: 4, count: 5 },
    ]);
  });

  it('finds words in name, description and brand; the last word also as a prefix', async () => {
    expect(sortedIds(await search('q=tape'))).toEqual([104, 105]);
    expect(sortedIds(await search('q=tap'))).toEqual([104, 105]);
    expect(sortedIds(await search('q=Packing%20TAPE'))).toEqual([104, 105]);
    expect(sortedIds(await search('q=gloves%20wor'))).toEqual([106, 107]);
    // a word that is not the last must match whole
    expect(sortedIds(await search('q=glove%20work'))).toEqual([]);
    expect(sortedIds(await search('q=unwind'))).toEqual([104]);
    expect(sortedIds(await search('q=boxcraft'))).toEqual([101, 102]);
    expect(sortedIds(await search('q=hi-vis%20pockets'))).toEqual([110]);
    // only the first 10 words count, on every store
    const eleven = `${'tape '.repeat(10)}forklift`;
    expect(sortedIds(await search(`q=${encodeURIComponent(eleven)}`))).toEqual([104, 105]);
    // punctuation only: no text filter, never a syntax error
    expect((await search(`q=${encodeURIComponent("&|!:*()'\\")}`)).total).toBe(13);
    const none = await search('q=forklift');
    expect(none).toMatchObject({ total: 0, pages: 0, hits: [] });
    expect(none.facets.price).toBeNull();
    expect(none.facets.categories).toEqual([]);
  });

  it('filters by a category at levels 0 to 2, with the next level as the facet', async () => {
    const top = await search('category=Packing');
    expect(sortedIds(top)).toEqual([101, 102, 103, 104, 105]);
    expect(top.facets.categories).toEqual([
      { path: 'Packing > Boxes', name: 'Boxes', count: 3 },
      { path: 'Packing > Tape', name: 'Tape', count: 2 },
    ]);
    const boxes = await search(`category=${encodeURIComponent('Packing > Boxes')}`);
    expect(sortedIds(boxes)).toEqual([101, 102, 103]);
    expect(boxes.facets.categories).toEqual([
      { path: 'Packing > Boxes > Shipping boxes', name: 'Shipping boxes', count: 2 },
      { path: 'Packing > Boxes > Mailer boxes', name: 'Mailer boxes', count: 1 },
    ]);
    const shipping = await search(
      `category=${encodeURIComponent('Packing > Boxes > Shipping boxes')}`,
    );
    expect(sortedIds(shipping)).toEqual([101, 102]);
    expect(shipping.facets.categories).toEqual([
      { path: 'Packing > Boxes > Shipping boxes > Double wall', name: 'Double wall', count: 1 },
      { path: 'Packing > Boxes > Shipping boxes > Single wall', name: 'Single wall', count: 1 },
    ]);
    const deepest = await search(
      `category=${encodeURIComponent('Packing > Boxes > Shipping boxes > Double wall')}`,
    );
    expect(ids(deepest)).toEqual([101]);
    expect(deepest.facets.categories).toEqual([]);
    expect((await search('category=Pack')).total).toBe(0);
    const tooDeep = ['Packing', 'Boxes', 'Shipping boxes', 'Double wall', 'Small'];
    expect((await search(`category=${encodeURIComponent(tooDeep.join(' > '))}`)).total).toBe(0);
  });

  it('filters by several brands; the brand facet ignores the brand filter itself', async () => {
    const reply = await search('brands=SafeHands,GripTech');
    expect(sortedIds(reply)).toEqual([106, 107, 108]);
    expect(reply.facets.brands.map((b) => b.name)).toEqual([
      'PaperLine',
      'BoxCraft',
      'BrightGuard',
      'SafeHands',
      'TapeLine',
      'GripTech',
      'PackRight',
    ]);
    // the other facets follow every filter
    expect(reply.facets.categories).toEqual([
      { path: 'Safety gear', name: 'Safety gear', count: 3 },
    ]);
    expect(reply.facets.price).toEqual({ min: 60, max: 390 });
    const inCategory = await search(
      `category=${encodeURIComponent('Safety gear')}&brands=${encodeURIComponent(' SafeHands ,')}`,
    );
    expect(sortedIds(inCategory)).toEqual([106, 107]);
    expect(inCategory.facets.brands).toEqual([
      { name: 'BrightGuard', count: 2 },
      { name: 'SafeHands', count: 2 },
      { name: 'GripTech', count: 1 },
    ]);
  });

  it('narrows the brand facet by brandQuery, keeping the chosen brands', async () => {
    const reply = await search('brandQuery=LINE');
    expect(reply.facets.brands).toEqual([
      { name: 'PaperLine', count: 3 },
      { name: 'TapeLine', count: 2 },
    ]);
    expect(reply.total).toBe(13);
    const chosen = await search('brandQuery=line&brands=SafeHands,NoSuchBrand');
    expect(chosen.facets.brands).toEqual([
      { name: 'PaperLine', count: 3 },
      { name: 'TapeLine', count: 2 },
      { name: 'SafeHands', count: 2 },
      { name: 'NoSuchBrand', count: 0 },
    ]);
  });

  it('filters by a price range (both ends included), rating and free shipping', async () => {
    const range = await search('priceMin=110&priceMax=210');
    expect(sortedIds(range)).toEqual([102, 103, 109, 110, 111, 112]);
    expect(range.facets.price).toEqual({ min: 110, max: 210 });
    expect(sortedIds(await search('priceMin=85.5&priceMax=85.50'))).toEqual([104]);
    expect(sortedIds(await search('priceMin=1000'))).toEqual([113]);
    const rated = await search('ratingMin=4');
    expect(sortedIds(rated)).toEqual([101, 103, 104, 106, 108]);
    expect(rated.facets.ratings).toEqual([
      { rating: 1, count: 5 },
      { rating: 2, count: 5 },
      { rating: 3, count: 5 },
      { rating: 4, count: 5 },
    ]);
    expect(sortedIds(await search('freeShipping=true'))).toEqual([101, 103, 105, 107, 108, 110]);
    expect((await search('freeShipping=false')).total).toBe(13);
    const all = await search(
      `q=gloves&category=${encodeURIComponent('Safety gear')}&priceMax=300&freeShipping=true`,
    );
    expect(ids(all)).toEqual([107]);
  });

  it('sorts by featured, price ascending and price descending', async () => {
    const byPrice = [107, 104, 105, 111, 102, 112, 109, 103, 110, 106, 108, 101, 113];
    expect(ids(await search('sort=price-asc&perPage=24'))).toEqual(byPrice);
    expect(ids(await search('sort=price-desc&perPage=24'))).toEqual([...byPrice].reverse());
    expect(ids(await search('sort=featured&perPage=24'))).toEqual([
      104, 101, 106, 103, 108, 102, 109, 105, 110, 107, 111, 112, 113,
    ]);
  });

  it('pages; a page past the end is empty with the total kept', async () => {
    const second = await search('page=2&sort=price-asc');
    expect(second).toMatchObject({ total: 13, page: 2, perPage: 12, pages: 2 });
    expect(ids(second)).toEqual([113]);
    const past = await search('page=3');
    expect(past).toMatchObject({ total: 13, page: 3, pages: 2, hits: [] });
    expect(past.facets.categories).toHaveLength(3);
    expect((await search('perPage=48')).hits).toHaveLength(13);
  });

  it.each([
    ['priceMin=-1', 'priceMin'],
    ['priceMax=abc', 'priceMax'],
    ['priceMin=1.234', 'priceMin'],
    ['priceMin=300&priceMax=200', 'priceMin'],
    ['priceMax=100000000', 'priceMax'],
    ['sort=cheapest', 'sort'],
    ['perPage=13', 'perPage'],
    ['perPage=1000', 'perPage'],
    ['page=0', 'page'],
    ['page=-1', 'page'],
    ['page=1.5', 'page'],
    ['ratingMin=5', 'ratingMin'],
    ['ratingMin=0', 'ratingMin'],
    ['freeShipping=yes', 'freeShipping'],
    [`q=${'a'.repeat(201)}`, 'q'],
    [`q=${'%00'}`, 'q'],
    [`category=${'a'.repeat(301)}`, 'category'],
    [`brands=${Array.from({ length: 21 }, (_, i) => `B${i}`).join(',')}`, 'brands'],
  ])('answers %s with 422 naming %s', async (query, field) => {
    const res = await api.request('GET', `/api/apps/shop/search?${query}`, { token: editor });
    expect(res.status).toBe(422);
    expect(res.body.field).toBe(field);
  });

  it('needs rule editor', async () => {
    expect((await api.request('GET', '/api/apps/shop/search')).status).toBe(401);
    const visitor = await api.tokenFor('public');
    const res = await api.request('GET', '/api/apps/shop/search', { token: visitor });
    expect(res.status).toBe(403);
  });

  it('reads a product with its related products of the same lvl1 category', async () => {
    const res = await api.request('GET', '/api/apps/shop/products/106', { token: editor });
    expect(res.status).toBe(200);
    expect(res.body.product).toEqual(KNOWN[5]);
    expect(res.body.related.map((p: Product) => p.objectID)).toEqual([108, 107]);
  });
});

describe.each(storeKinds())('shop products (%s store, the seed)', (kind) => {
  const ctx = useTestApi(kind);

  it(`reads ${FEATURED_OBJECT_ID} with up to 8 related products, most popular first`, async () => {
    const res = await ctx.api.request('GET', `/api/apps/shop/products/${FEATURED_OBJECT_ID}`, {
      token: ctx.editor,
    });
    expect(res.status).toBe(200);
    const { product, related } = res.body as { product: Product; related: Product[] };
    expect(productSchema.parse(product)).toEqual(shopProductsSeed()[604]);
    expect(product.options.length).toBeGreaterThan(0);
    expect(related).toHaveLength(8);
    for (const other of related) {
      expect(other.hierarchicalCategories.lvl1).toBe(product.hierarchicalCategories.lvl1);
      expect(other.objectID).not.toBe(product.objectID);
    }
    const popularity = related.map((p) => p.popularity);
    expect(popularity).toEqual([...popularity].sort((a, b) => b - a));
  });

  it('answers an unknown product 404 and an impossible id 422', async () => {
    const get = (id: string) =>
      ctx.api.request('GET', `/api/apps/shop/products/${id}`, { token: ctx.editor });
    const missing = await get('1');
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('notFound');
    for (const id of ['0', 'abc', '1.5', '-3', '2147483648', '99999999999']) {
      const res = await get(id);
      expect(res.status, id).toBe(422);
      expect(res.body).toMatchObject({ code: 'impossibleId', field: 'objectID' });
    }
  });

  it('searches the seeded catalogue with a query and two filters', async () => {
    const res = await ctx.api.request(
      'GET',
      `/api/apps/shop/search?q=tape&category=${encodeURIComponent('Packing > Tape')}&priceMax=500`,
      { token: ctx.editor },
    );
    expect(res.status).toBe(200);
    expect(res.body.total).toBeGreaterThan(0);
    for (const hit of res.body.hits as Product[]) {
      expect(hit.hierarchicalCategories.lvl1).toBe('Packing > Tape');
      expect(hit.price).toBeLessThanOrEqual(500);
    }
  });
});

describe('shop seed', () => {
  it(`has at least 1,000 valid products, ${FEATURED_OBJECT_ID} among them, the same every time`, () => {
    const products = shopProductsSeed();
    expect(products.length).toBeGreaterThanOrEqual(1000);
    for (const p of products) productSchema.parse(p);
    expect(new Set(products.map((p) => p.objectID)).size).toBe(products.length);
    expect(products.find((p) => p.objectID === FEATURED_OBJECT_ID)?.options.length).toBe(2);
    expect(shopProductsSeed()).toEqual(products);
    expect(shopProductsSeed(10_000)).toHaveLength(10_000);
    expect(shopProductsSeed(10_000).slice(0, products.length)).toEqual(products);
  });

  it('points only at illustrations shipped in public/images/shop/', () => {
    const images = new Set(shopProductsSeed().flatMap((p) => p.images));
    for (const image of images) {
      expect(image).toMatch(/^\/images\/shop\/[a-z0-9-]+\.svg$/);
      expect(SHOP_IMAGES).toContain(image.slice('/images/shop/'.length));
    }
    for (const file of SHOP_IMAGES) {
      const svg = readFileSync(
        new URL(`../../../public/images/shop/${file}`, import.meta.url),
        'utf8',
      );
      expect(svg).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
      expect(svg.length).toBeLessThan(2000);
    }
    expect(existsSync(new URL('../../../public/images/shop/tape-2.svg', import.meta.url))).toBe(
      true,
    );
  });
});
