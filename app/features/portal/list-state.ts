import {
  portalShipmentListQuery,
  type PortalShipmentListQuery,
} from '../../../api/modules/portal/contract';
import { shipmentStatuses } from '../../../api/modules/shipments/contract';

/**
 * The portal's list lives in the address (a reload or a shared link keeps it, Back undoes a
 * change). Each parameter is read with the contract's own rule for it: a value the API would
 * refuse (a hand-edited address) falls back to its default, so the screen never asks for a 422.
 */
type Key = keyof PortalShipmentListQuery;
const shape = portalShipmentListQuery.shape;
const keys = Object.keys(shape) as Key[];

/** the status filter's choices: every status of an event, and canceled */
export const PORTAL_STATUSES = [...shipmentStatuses, 'canceled'] as const;

/** the value of a parameter when the address does not give it */
const fallback = (key: Key): unknown => shape[key].parse(undefined);

export function portalQueryOf(params: URLSearchParams): PortalShipmentListQuery {
  const query: Record<string, unknown> = {};
  for (const key of keys) {
    const raw = params.get(key)?.trim() || undefined;
    const read = shape[key].safeParse(raw);
    query[key] = read.success ? read.data : fallback(key);
  }
  return query as PortalShipmentListQuery;
}

/** The address's parameters of a query: the defaults left out, so a plain list has a plain address. */
export function portalSearchParams(query: PortalShipmentListQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of keys) {
    const value = query[key];
    if (value !== undefined && value !== fallback(key)) params.set(key, String(value));
  }
  return params;
}

/** A new search, filter or sort starts again at the first page. */
export function refined(
  query: PortalShipmentListQuery,
  change: Partial<Omit<PortalShipmentListQuery, 'page'>>,
): PortalShipmentListQuery {
  return { ...query, ...change, page: 1 };
}
