import {
  SHIPMENT_PAGE_SIZES,
  shipmentModes,
  shipmentSorts,
  shipmentStatuses,
  type ShipmentListQuery,
} from '../../../api/modules/shipments/contract';
import { pathIdSchema } from '../../../api/contract/endpoint';

/**
 * The list's search, filters, sort and page live in the page's URL (a reload or a shared link
 * keeps them, Back undoes a change): URL ⇄ the contract's list query. A value the API would
 * refuse (a hand-edited link) is dropped here, so the screen never asks for a 422.
 */
export const LIST_STATUSES = [...shipmentStatuses, 'canceled'] as const;
export type ListStatus = (typeof LIST_STATUSES)[number];
export const SEARCH_MAX = 100;

const oneOf = <T extends string | number>(list: readonly T[], value: string | null) =>
  list.find((item) => String(item) === value);

/** A customer company's id as the API takes it, or none. */
function companyOf(value: string | null): number | undefined {
  const parsed = pathIdSchema.safeParse(value ?? '');
  return parsed.success ? parsed.data : undefined;
}

export function parseListQuery(params: URLSearchParams): ShipmentListQuery {
  const q = params.get('q')?.trim().slice(0, SEARCH_MAX);
  const page = Number(params.get('page'));
  return {
    q: q || undefined,
    status: oneOf(LIST_STATUSES, params.get('status')),
    mode: oneOf(shipmentModes, params.get('mode')),
    company: companyOf(params.get('company')),
    sort: oneOf(shipmentSorts, params.get('sort')) ?? shipmentSorts[0],
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
    perPage: oneOf(SHIPMENT_PAGE_SIZES, params.get('perPage')) ?? SHIPMENT_PAGE_SIZES[0],
  };
}

/** The URL's parameters of a list query: the defaults left out, so a plain list has a plain URL. */
export function listSearchParams(query: ShipmentListQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.status) params.set('status', query.status);
  if (query.mode) params.set('mode', query.mode);
  if (query.company) params.set('company', String(query.company));
  if (query.sort !== shipmentSorts[0]) params.set('sort', query.sort);
  if (query.page !== 1) params.set('page', String(query.page));
  if (query.perPage !== SHIPMENT_PAGE_SIZES[0]) params.set('perPage', String(query.perPage));
  return params;
}

/** A change of the search or a filter starts again at the first page. */
export function withFilter(
  query: ShipmentListQuery,
  change: Partial<Omit<ShipmentListQuery, 'page'>>,
): ShipmentListQuery {
  return { ...query, ...change, page: 1 };
}
