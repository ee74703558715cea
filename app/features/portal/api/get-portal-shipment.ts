import { queryOptions, useQuery } from '@tanstack/react-query';
import * as endpoints from '../../../../api/modules/portal/endpoints';
import { apiRequest } from '../../../lib/http/api-client';
import { PORTAL_KEY } from './portal-key';

/**
 * GET /api/portal/shipments/{id}: one of the company's shipments with its timeline and arrival
 * history; another company's and none answer the same 404.
 */
export const getPortalShipment = (id: number) => apiRequest(endpoints.getPortalShipment, { id });

export const portalShipmentQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...PORTAL_KEY, 'shipment', id],
    queryFn: () => getPortalShipment(id),
    // a 404 stays a 404: asking again only delays the not-found state
    retry: false,
  });

/** `null`: the address's id cannot exist; nothing is asked. */
export const usePortalShipment = (id: number | null, enabled = true) =>
  useQuery({ ...portalShipmentQueryOptions(id ?? 0), enabled: enabled && id !== null });
