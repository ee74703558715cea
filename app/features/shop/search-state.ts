import {
  CATEGORY_SEPARATOR,
  SHOP_BRANDS_MAX,
  SHOP_PAGE_MAX,
  SHOP_PER_PAGE_SIZES,
  SHOP_PRICE_MAX,
  SHOP_QUERY_MAX,
  SHOP_RATING_FACETS,
  SHOP_SORTS,
  type ProductSearchQuery,
} from '../../../api/modules/shop/contract';

/**
 * The shop search's state, in one place: the page's URL (so that a search can be shared and Back
 * undoes a change) ⇄ this typed state ⇄ the API's query string (api/modules/shop/contract.ts,
 * productSearchQuery). A value of the URL the API would refuse (a hand-edited link) is dropped or
 * put right here, so that the screen never sends a search that answers 422.
 */
export type ShopSort = (typeof SHOP_SORTS)[number];
export type ShopPerPage = (typeof SHOP_PER_PAGE_SIZES)[number];
export type ShopRating = (typeof SHOP_RATING_FACETS)[number];
export type ShopLayout = 'grid' | 'list';

export interface SearchState {
  /** the words searched, trimmed; '' for none */
  q: string;
  /** a category path ('Packing > Boxes'), or undefined for every category */
  category?: string;
  /** the chosen brands (any of them matches), in the order chosen */
  brands: string[];
  /** baht */
  priceMin?: number;
  priceMax?: number;
  ratingMin?: ShopRating;
  freeShipping: boolean;
  sort: ShopSort;
  page: number;
  perPage: ShopPerPage;
  /** how the results are drawn (the URL's only parameter the API does not see) */
  layout: ShopLayout;
}

export const SHOP_LAYOUTS: readonly ShopLayout[] = ['grid', 'list'];
/** The longest brand name and category path the API accepts (api/modules/shop/contract.ts). */
const BRAND_MAX = 80;
const CATEGORY_MAX = 300;
const CATEGORY_NAME_MAX = 100;
const CATEGORY_LEVELS = 4;

export const defaultSearchState: SearchState = {
  q: '',
  brands: [],
  freeShipping: false,
  sort: SHOP_SORTS[0],
  page: 1,
  perPage: SHOP_PER_PAGE_SIZES[0],
  layout: 'grid',
};

// half of a surrogate pair, or NUL: text the API refuses (api/contract/common.ts, text())
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** A text the API accepts, trimmed, or undefined when empty, too long or malformed. */
function cleanText(value: string | null | undefined, max: number): string | undefined {
  if (value == null || value.includes('\u0000') || LONE_SURROGATE.test(value)) return undefined;
  const trimmed = value.trim();
  return trimmed && trimmed.length <= max ? trimmed : undefined;
}

/** A category path of one to four non-empty names, or undefined. */
function cleanCategory(value: string | null): string | undefined {
  const path = cleanText(value, CATEGORY_MAX);
  if (!path) return undefined;
  const names = path.split(CATEGORY_SEPARATOR.trim()).map((name) => name.trim());
  if (names.length > CATEGORY_LEVELS) return undefined;
  if (names.some((name) => !name || name.length > CATEGORY_NAME_MAX)) return undefined;
  return names.join(CATEGORY_SEPARATOR);
}

/** The brands of a comma-separated list: each once, the malformed ones dropped, at most 20. */
function cleanBrands(value: string | null): string[] {
  if (!value) return [];
  const brands: string[] = [];
  for (const part of value.split(',')) {
    const brand = cleanText(part, BRAND_MAX);
    if (brand && !brands.includes(brand)) brands.push(brand);
  }
  return brands.slice(0, SHOP_BRANDS_MAX);
}

/** A price in baht as the API writes it (digits, at most two decimals, up to the maximum). */
function cleanPrice(value: string | null): number | undefined {
  if (!value || !/^\d{1,8}(\.\d{1,2})?$/.test(value)) return undefined;
  const price = Number(value);
  return price <= SHOP_PRICE_MAX ? price : undefined;
}

/** A price typed by a person ('1,250', ' 99.5 ') as the API accepts it, or undefined. */
export function priceOfInput(value: string | number | undefined): number | undefined {
  if (typeof value === 'number') {
    return Number.isFinite(value) && value >= 0 && value <= SHOP_PRICE_MAX
      ? Math.round(value * 100) / 100
      : undefined;
  }
  return cleanPrice(value?.replace(/[\s,]/g, '') ?? null);
}

function oneOf<T extends string | number>(list: readonly T[], value: string | null): T | undefined {
  return list.find((item) => String(item) === value);
}

/** The search a page's URL asks for; whatever is malformed in it is left out. */
export function parseSearch(params: URLSearchParams): SearchState {
  const page = Number(params.get('page'));
  let priceMin = cleanPrice(params.get('priceMin'));
  let priceMax = cleanPrice(params.get('priceMax'));
  // a hand-edited range the wrong way round: the API would refuse it, the person meant the other
  if (priceMin !== undefined && priceMax !== undefined && priceMin > priceMax) {
    [priceMin, priceMax] = [priceMax, priceMin];
  }
  return {
    q: cleanText(params.get('q'), SHOP_QUERY_MAX) ?? '',
    category: cleanCategory(params.get('category')),
    brands: cleanBrands(params.get('brands')),
    priceMin,
    priceMax,
    ratingMin: oneOf(SHOP_RATING_FACETS, params.get('ratingMin')),
    freeShipping: params.get('freeShipping') === 'true',
    sort: oneOf(SHOP_SORTS, params.get('sort')) ?? defaultSearchState.sort,
    page:
      /^\d{1,5}$/.test(params.get('page') ?? '') && page >= 1 && page <= SHOP_PAGE_MAX ? page : 1,
    perPage: oneOf(SHOP_PER_PAGE_SIZES, params.get('perPage')) ?? defaultSearchState.perPage,
    layout: oneOf(SHOP_LAYOUTS, params.get('layout')) ?? defaultSearchState.layout,
  };
}

/** The API's parameters of a state, the defaults left out, always in the same order. */
function apiEntries(state: SearchState): [string, string][] {
  const entries: [string, string][] = [];
  const q = cleanText(state.q, SHOP_QUERY_MAX);
  if (q) entries.push(['q', q]);
  if (state.category) entries.push(['category', state.category]);
  if (state.brands.length) entries.push(['brands', state.brands.join(',')]);
  if (state.priceMin !== undefined) entries.push(['priceMin', String(state.priceMin)]);
  if (state.priceMax !== undefined) entries.push(['priceMax', String(state.priceMax)]);
  if (state.ratingMin !== undefined) entries.push(['ratingMin', String(state.ratingMin)]);
  if (state.freeShipping) entries.push(['freeShipping', 'true']);
  if (state.sort !== defaultSearchState.sort) entries.push(['sort', state.sort]);
  if (state.page !== 1) entries.push(['page', String(state.page)]);
  if (state.perPage !== defaultSearchState.perPage)
    entries.push(['perPage', String(state.perPage)]);
  return entries;
}

/** The page's URL parameters of a state (the API's, then the layout when not the grid). */
export function searchParamsOf(state: SearchState): URLSearchParams {
  const params = new URLSearchParams(apiEntries(state));
  if (state.layout !== defaultSearchState.layout) params.set('layout', state.layout);
  return params;
}

/** The search's parameters (the API's names), one for each part of a search. */
export type SearchParams = Partial<Record<keyof ProductSearchQuery, string>>;

/**
 * The API's parameters of a state, the defaults left out, always in the same order; the brand
 * facet's own search (brandQuery) is added when given.
 */
export function apiParamsOf(state: SearchState, brandQuery?: string): SearchParams {
  const params: SearchParams = Object.fromEntries(apiEntries(state));
  const brands = cleanText(brandQuery, BRAND_MAX);
  if (brands) params.brandQuery = brands;
  return params;
}

/**
 * The API's query string of a state ('' or '?q=tape&page=2'): the search's query key, and the
 * screen's data-query (the end-to-end tests compare it with the page's URL).
 */
export function apiQueryOf(state: SearchState, brandQuery?: string): string {
  const query = new URLSearchParams(apiParamsOf(state, brandQuery)).toString();
  return query ? `?${query}` : '';
}

/**
 * A state changed by a person: any change but the page's own goes back to page 1 (the results
 * are new); the layout keeps the page (the same results, drawn otherwise).
 */
export function changeSearch(state: SearchState, change: Partial<SearchState>): SearchState {
  const next = { ...state, ...change };
  const keepsPage = Object.keys(change).every((key) => key === 'page' || key === 'layout');
  return keepsPage ? next : { ...next, page: 1 };
}

/** The search without any filter: the words, the sort, the page size and the layout stay. */
export function clearFilters(state: SearchState): SearchState {
  return {
    ...defaultSearchState,
    q: state.q,
    sort: state.sort,
    perPage: state.perPage,
    layout: state.layout,
  };
}

/** How many filters are chosen (the phone's "Filters" button shows it); the words not counted. */
export function activeFilterCount(state: SearchState): number {
  return (
    (state.category ? 1 : 0) +
    state.brands.length +
    (state.priceMin !== undefined || state.priceMax !== undefined ? 1 : 0) +
    (state.ratingMin !== undefined ? 1 : 0) +
    (state.freeShipping ? 1 : 0)
  );
}

/** The category paths from the top to a path: 'A > B' gives ['A', 'A > B']. */
export function categoryTrail(path: string | undefined): string[] {
  if (!path) return [];
  const names = path.split(CATEGORY_SEPARATOR);
  return names.map((_, i) => names.slice(0, i + 1).join(CATEGORY_SEPARATOR));
}
