import type {
  BrandFacet,
  CategoryFacet,
  PriceBounds,
  Product,
  ProductSearchReply,
} from './contract';
import type { ProductSearch } from './store';

/** Largest count first, then by name (code-unit order, SQL's COLLATE "C"). */
export const byCountThenName = <T extends { count: number; name: string }>(a: T, b: T) =>
  b.count - a.count || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

/**
 * A search's reply as both stores put it together from what they counted: the facets in the
 * contract's order, the chosen brands always listed (0 when none is left), the page count.
 */
export function searchReply(
  query: ProductSearch,
  found: {
    hits: Product[];
    total: number;
    categories: CategoryFacet[];
    /** the top brands under the brand query, counted without the brand filter */
    brands: BrandFacet[];
    /** the chosen brands' counts without the brand filter (a brand with none may be missing) */
    chosenCounts: Map<string, number>;
    price: PriceBounds | null;
    ratings: ProductSearchReply['facets']['ratings'];
  },
): ProductSearchReply {
  const brands = [...found.brands].sort(byCountThenName);
  for (const name of query.brands ?? []) {
    if (!brands.some((b) => b.name === name)) {
      brands.push({ name, count: found.chosenCounts.get(name) ?? 0 });
    }
  }
  return {
    hits: found.hits,
    total: found.total,
    page: query.page,
    perPage: query.perPage,
    pages: Math.ceil(found.total / query.perPage),
    facets: {
      categories: [...found.categories].sort(byCountThenName),
      brands,
      price: found.total ? found.price : null,
      ratings: found.ratings,
    },
  };
}
