import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PortalShipmentListQuery } from '../../../../api/modules/portal/contract';
import * as endpoints from '../../../../api/modules/portal/endpoints';
import { apiRequest } from '../../../lib/http/api-client';
import { PORTAL_KEY } from './portal-key';

/** GET /api/portal/shipments?q&status&mode&sort&page&perPage: one page of the company's list. */
export const getPortalShipments = (query: PortalShipmentListQuery) =>
  apiRequest(endpoints.listPortalShipments, query);

export const portalShipmentsQueryOptions = (query: PortalShipmentListQuery) =>
  queryOptions({
    queryKey: [...PORTAL_KEY, 'list', query],
    queryFn: () => getPortalShipments(query),
    retry: false,
  });

/** The page before stays on screen while the next one loads. */
export const usePortalShipments = (query: PortalShipmentListQuery, enabled = true) =>
  useQuery({ ...portalShipmentsQueryOptions(query), placeholderData: keepPreviousData, enabled });
