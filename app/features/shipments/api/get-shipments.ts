import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { shipmentListReply, type ShipmentListQuery } from '../../../../api/contract/shipments';
import { apiRequest } from '../../../lib/api-client';

/** Every read of the feature starts with this key: a change or a live event invalidates it. */
export const SHIPMENTS_KEY = ['shipments'] as const;

/** The query string of a list: only the parameters that differ from nothing. */
export function listQueryString(query: ShipmentListQuery): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(name, String(value));
  }
  return params.toString();
}

/** GET /api/apps/shipments?q&status&mode&sort&page&perPage: one page of the staff list. */
export const getShipments = (query: ShipmentListQuery) =>
  apiRequest('GET', `/api/apps/shipments?${listQueryString(query)}`, shipmentListReply);

export const shipmentsQueryOptions = (query: ShipmentListQuery) =>
  queryOptions({
    queryKey: [...SHIPMENTS_KEY, 'list', query],
    queryFn: () => getShipments(query),
  });

/** The page before stays on screen while the next one loads (no flash of an empty table). */
export const useShipments = (query: ShipmentListQuery) =>
  useQuery({ ...shipmentsQueryOptions(query), placeholderData: keepPreviousData });
