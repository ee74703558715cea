import { queryOptions, useQuery } from '@tanstack/react-query';
import * as endpoints from '../../../../api/modules/shipments/endpoints';
import { apiRequest } from '../../../lib/http/api-client';
import { SHIPMENTS_KEY } from './get-shipments';

/** GET /api/apps/shipments/{id}: one shipment with its timeline (oldest first); unknown 404. */
export const getShipment = (id: number) => apiRequest(endpoints.getShipment, { id });

export const shipmentQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...SHIPMENTS_KEY, 'shipment', id],
    queryFn: () => getShipment(id),
    // a 404 stays a 404: asking again only delays the not-found state
    retry: false,
  });

/** `null`: the route's id cannot exist; nothing is asked. */
export const useShipment = (id: number | null) =>
  useQuery({ ...shipmentQueryOptions(id ?? 0), enabled: id !== null });
