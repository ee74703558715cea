import type { DataListProduct } from '../../../../../api/modules/data-list/contract';

/**
 * The data list's view in the page's URL (as the shop's search, docs/decisions/0060): the words
 * searched, the sort, the page size and the page. The list and thumbnail screens read the same
 * parameters, so switching between them keeps what the person chose; a value a hand-edited link
 * spoils is dropped. Defaults are left out: the plain list is newest first, 10 rows a page.
 */
export const SORT_COLUMNS = ['name', 'category', 'popularity', 'order_status', 'price'] as const;
export type SortColumn = (typeof SORT_COLUMNS)[number];
export type SortDirection = 'asc' | 'desc';
export const PAGE_SIZES = [4, 10, 15, 20] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
/** The longest search kept (a product's name is at most 200 characters). */
export const SEARCH_MAX = 200;
const PAGE_MAX = 100_000;

export interface ViewState {
  /** the words searched, as typed; '' for none */
  q: string;
  /** the column sorted by; undefined for the list's own order (newest, highest id, first) */
  sort?: SortColumn;
  dir: SortDirection;
  page: number;
  perPage: PageSize;
}

export const defaultViewState: ViewState = { q: '', dir: 'asc', page: 1, perPage: 10 };

function oneOf<T extends string | number>(list: readonly T[], value: string | null): T | undefined {
  return list.find((item) => String(item) === value);
}

/** The view a URL asks for; whatever is malformed in it is left out. */
export function parseView(params: URLSearchParams): ViewState {
  const q = params.get('q') ?? '';
  const page = params.get('page') ?? '';
  const sort = oneOf(SORT_COLUMNS, params.get('sort'));
  return {
    q: q.length <= SEARCH_MAX ? q : '',
    sort,
    dir: sort ? (oneOf(['asc', 'desc'] as const, params.get('dir')) ?? 'asc') : 'asc',
    page: /^\d{1,6}$/.test(page) && Number(page) >= 1 && Number(page) <= PAGE_MAX ? +page : 1,
    perPage: oneOf(PAGE_SIZES, params.get('perPage')) ?? defaultViewState.perPage,
  };
}

/** The URL's parameters of a view, the defaults left out, always in the same order. */
export function viewParamsOf(state: ViewState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q.trim()) params.set('q', state.q);
  if (state.sort) {
    params.set('sort', state.sort);
    if (state.dir !== 'asc') params.set('dir', state.dir);
  }
  if (state.page !== 1) params.set('page', String(state.page));
  if (state.perPage !== defaultViewState.perPage) params.set('perPage', String(state.perPage));
  return params;
}

/** A view changed by a person: any change but the page's own goes back to page 1. */
export function changeView(state: ViewState, change: Partial<ViewState>): ViewState {
  const next = { ...state, ...change };
  return Object.keys(change).every((key) => key === 'page') ? next : { ...next, page: 1 };
}

/**
 * A column header's click: ascending, then descending, then the list's own order again
 * (newest first).
 */
export function toggleSort(state: ViewState, column: SortColumn): Partial<ViewState> {
  if (state.sort !== column) return { sort: column, dir: 'asc' };
  if (state.dir === 'asc') return { sort: column, dir: 'desc' };
  return { sort: undefined, dir: 'asc' };
}

/** How a product reads in the reader's language (its category and status as the screen shows them). */
export interface ProductLabels {
  category: (value: DataListProduct['category']) => string;
  status: (value: DataListProduct['order_status']) => string;
}

/** The products whose name, category or status holds every word searched (any case). */
export function searchProducts(
  products: readonly DataListProduct[],
  q: string,
  labels: ProductLabels,
  locale: string,
): DataListProduct[] {
  const words = q.toLocaleLowerCase(locale).split(/\s+/).filter(Boolean);
  if (!words.length) return [...products];
  return products.filter((product) => {
    const haystack = [
      product.name,
      labels.category(product.category),
      labels.status(product.order_status),
    ]
      .join(' ')
      .toLocaleLowerCase(locale);
    return words.every((word) => haystack.includes(word));
  });
}

/**
 * The products in the view's order: by a column (names and the translated category and status
 * in the reader's alphabet), ties and the list's own order newest (highest id) first.
 */
export function sortProducts(
  products: readonly DataListProduct[],
  state: Pick<ViewState, 'sort' | 'dir'>,
  labels: ProductLabels,
  locale: string,
): DataListProduct[] {
  const newestFirst = (a: DataListProduct, b: DataListProduct) => b.id - a.id;
  const { sort } = state;
  if (!sort) return [...products].sort(newestFirst);
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  const compare = (a: DataListProduct, b: DataListProduct): number => {
    switch (sort) {
      case 'name':
        return collator.compare(a.name, b.name);
      case 'category':
        return collator.compare(labels.category(a.category), labels.category(b.category));
      case 'order_status':
        return collator.compare(labels.status(a.order_status), labels.status(b.order_status));
      case 'popularity':
      case 'price':
        return a[sort] - b[sort];
    }
  };
  const sign = state.dir === 'asc' ? 1 : -1;
  return [...products].sort((a, b) => sign * compare(a, b) || newestFirst(a, b));
}

export interface Page<T> {
  rows: T[];
  /** the page shown: the one asked for, or the last one when fewer rows are left */
  page: number;
  pages: number;
  /** 1-based positions of the first and last row shown (0 and 0 for none) */
  first: number;
  last: number;
  total: number;
}

/** One page of rows. */
export function pageOf<T>(rows: readonly T[], page: number, perPage: number): Page<T> {
  const total = rows.length;
  const pages = Math.max(1, Math.ceil(total / perPage));
  const shown = Math.min(Math.max(1, page), pages);
  const start = (shown - 1) * perPage;
  const slice = rows.slice(start, start + perPage);
  return {
    rows: slice,
    page: shown,
    pages,
    first: slice.length ? start + 1 : 0,
    last: start + slice.length,
    total,
  };
}
