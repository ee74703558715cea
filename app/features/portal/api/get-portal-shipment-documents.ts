import { queryOptions, useQuery } from '@tanstack/react-query';
import * as endpoints from '../../../../api/modules/shipment-documents/endpoints';
import { apiRequest } from '../../../lib/http/api-client';
import { PORTAL_KEY } from './portal-key';

/**
 * GET /api/portal/shipments/{id}/documents: the documents of one of the company's shipments,
 * oldest first; another company's shipment and none answer the same 404.
 */
export const getPortalShipmentDocuments = (shipmentId: number) =>
  apiRequest(endpoints.listPortalShipmentDocuments, { id: shipmentId });

export const portalShipmentDocumentsQueryOptions = (shipmentId: number) =>
  queryOptions({
    // below the shipment's key: what reads the shipment again reads its documents too
    queryKey: [...PORTAL_KEY, 'shipment', shipmentId, 'documents'],
    queryFn: () => getPortalShipmentDocuments(shipmentId),
    retry: false,
  });

export const usePortalShipmentDocuments = (shipmentId: number) =>
  useQuery(portalShipmentDocumentsQueryOptions(shipmentId));
