import {
  SHOP_BRAND_FACET_SIZE,
  SHOP_RATING_FACETS,
  categoryLevel,
  categoryName,
  type HierarchicalCategories,
  type Product,
} from './contract';
import {
  byCountThenName,
  queryWords,
  searchReply,
  searchWords,
  type ProductSearch,
  type ShopStore,
} from '.';
import { shopProductsSeed } from './seed';

type Level = keyof HierarchicalCategories;
const LEVELS: Level[] = ['lvl0', 'lvl1', 'lvl2', 'lvl3'];

interface Indexed {
  product: Product;
  /** the lower-case words of name, description and brand */
  words: Set<string>;
  /** the same words, each after a space: a prefix is found with one includes(' ' + prefix) */
  spaced: string;
}

/**
 * The catalogue in memory, searched in JavaScript: the browser mode's store, where the rows are
 * in the page anyway (docs/decisions/0058). The same semantics as the SQL store's search, which
 * the contract test checks on both. The products (the seed by default) are made and indexed on
 * the first call, not when the stores are created: a page or a test that never opens the shop
 * does not pay for them (some 25 ms for the seed's 1,200).
 */
export function memoryShopStore(products?: Product[]): ShopStore {
  let indexed: { rows: Indexed[]; byId: Map<number, Product> } | undefined;
  function catalogue() {
    if (!indexed) {
      const rows = (products ?? shopProductsSeed()).map((product) => {
        const words = searchWords(`${product.name} ${product.description} ${product.brand}`);
        return {
          product: structuredClone(product),
          words: new Set(words),
          spaced: ` ${words.join(' ')}`,
        };
      });
      indexed = { rows, byId: new Map(rows.map((row) => [row.product.objectID, row.product])) };
    }
    return indexed;
  }

  function matchesText(row: Indexed, words: string[]) {
    return words.every((word, i) => {
      if (row.words.has(word)) return true;
      return i === words.length - 1 && row.spaced.includes(` ${word}`);
    });
  }

  return {
    async search(query: ProductSearch) {
      const words = queryWords(query.q ?? '');
      const level = query.category === undefined ? -1 : categoryLevel(query.category);
      const brands = query.brands?.length ? new Set(query.brands) : undefined;
      const { rows } = catalogue();
      /** every filter but the brands */
      const others = rows
        .filter(
          ({ product: p }) =>
            (level < 0 ||
              (level < LEVELS.length &&
                p.hierarchicalCategories[LEVELS[level]] === query.category)) &&
            (query.priceMin === undefined || p.price >= query.priceMin) &&
            (query.priceMax === undefined || p.price <= query.priceMax) &&
            (query.ratingMin === undefined || p.rating >= query.ratingMin) &&
            (!query.freeShipping || p.free_shipping),
        )
        .filter((row) => words.length === 0 || matchesText(row, words))
        .map((row) => row.product);
      const filtered = brands ? others.filter((p) => brands.has(p.brand)) : others;

      const sorted = [...filtered].sort((a, b) => {
        const order =
          query.sort === 'price-asc'
            ? a.price - b.price
            : query.sort === 'price-desc'
              ? b.price - a.price
              : b.popularity - a.popularity;
        return order || a.objectID - b.objectID;
      });
      const start = (query.page - 1) * query.perPage;
      const hits = sorted.slice(start, start + query.perPage).map((p) => structuredClone(p));

      // the next level under the chosen category, counted with every filter
      const categoryCounts = new Map<string, number>();
      const next = LEVELS[level + 1];
      if (next) {
        for (const p of filtered) {
          const path = p.hierarchicalCategories[next];
          if (path !== undefined) categoryCounts.set(path, (categoryCounts.get(path) ?? 0) + 1);
        }
      }
      // brands: every filter but the brand filter itself (disjunctive)
      const brandCounts = new Map<string, number>();
      for (const p of others) brandCounts.set(p.brand, (brandCounts.get(p.brand) ?? 0) + 1);
      const brandQuery = query.brandQuery?.toLowerCase() ?? '';
      const prices = filtered.map((p) => p.price);
      return searchReply(query, {
        hits,
        total: filtered.length,
        categories: [...categoryCounts].map(([path, count]) => ({
          path,
          name: categoryName(path),
          count,
        })),
        brands: [...brandCounts]
          .filter(([name]) => name.toLowerCase().includes(brandQuery))
          .map(([name, count]) => ({ name, count }))
          .sort(byCountThenName)
          .slice(0, SHOP_BRAND_FACET_SIZE),
        chosenCounts: brandCounts,
        price: prices.length ? { min: Math.min(...prices), max: Math.max(...prices) } : null,
        ratings: SHOP_RATING_FACETS.map((rating) => ({
          rating,
          count: filtered.filter((p) => p.rating >= rating).length,
        })),
      });
    },
    async getProducts(objectIDs) {
      return [...new Set(objectIDs)].flatMap((objectID) => {
        const product = catalogue().byId.get(objectID);
        return product ? [structuredClone(product)] : [];
      });
    },
    async relatedProducts(lvl1, exceptObjectID, limit) {
      return catalogue()
        .rows.map((row) => row.product)
        .filter((p) => p.hierarchicalCategories.lvl1 === lvl1 && p.objectID !== exceptObjectID)
        .sort((a, b) => b.popularity - a.popularity || a.objectID - b.objectID)
        .slice(0, limit)
        .map((p) => structuredClone(p));
    },
  };
}
