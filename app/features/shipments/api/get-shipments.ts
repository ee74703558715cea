import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ShipmentListQuery } from '../../../../api/modules/shipments/contract';
import * as endpoints from '../../../../api/modules/shipments/endpoints';
import { apiRequest } from '../../../lib/http/api-client';

/** Every read of the feature starts with this key: a change or a live event invalidates it. */
export const SHIPMENTS_KEY = ['shipments'] as const;

/** GET /api/apps/shipments?q&status&mode&sort&page&perPage: one page of the staff list. */
export const getShipments = (query: ShipmentListQuery) =>
  apiRequest(endpoints.listShipments, query);

export const shipmentsQueryOptions = (query: ShipmentListQuery) =>
  queryOptions({
    queryKey: [...SHIPMENTS_KEY, 'list', query],
    queryFn: () => getShipments(query),
  });

/** The page before stays on screen while the next one loads (no flash of an empty table). */
export const useShipments = (query: ShipmentListQuery) =>
  useQuery({ ...shipmentsQueryOptions(query), placeholderData: keepPreviousData });
