import {
  COMPANY_PAGE_SIZES,
  companySorts,
  type CompanyListQuery,
} from '../../../api/modules/companies/contract';

/**
 * The list's search, sort and page live in the page's URL (a reload or a shared link keeps them,
 * Back undoes a change): URL ⇄ the contract's list query. A value the API would refuse (a
 * hand-edited link) is dropped here, so the screen never asks for a 422.
 */
export const SEARCH_MAX = 100;

const oneOf = <T extends string | number>(list: readonly T[], value: string | null) =>
  list.find((item) => String(item) === value);

export function parseListQuery(params: URLSearchParams): CompanyListQuery {
  const q = params.get('q')?.trim().slice(0, SEARCH_MAX);
  const page = Number(params.get('page'));
  return {
    q: q || undefined,
    sort: oneOf(companySorts, params.get('sort')) ?? companySorts[0],
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
    perPage: oneOf(COMPANY_PAGE_SIZES, params.get('perPage')) ?? COMPANY_PAGE_SIZES[0],
  };
}

/** The URL's parameters of a list query: the defaults left out, so a plain list has a plain URL. */
export function listSearchParams(query: CompanyListQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.sort !== companySorts[0]) params.set('sort', query.sort);
  if (query.page !== 1) params.set('page', String(query.page));
  if (query.perPage !== COMPANY_PAGE_SIZES[0]) params.set('perPage', String(query.perPage));
  return params;
}
