import { queryOptions, useQuery } from '@tanstack/react-query';
import * as endpoints from '../../../../api/modules/shipment-documents/endpoints';
import { apiRequest } from '../../../lib/http/api-client';
import { SHIPMENTS_KEY } from './get-shipments';

/**
 * Every read of a shipment's documents starts with this key (below the shipment's own, so that
 * deleting the shipment drops them too): an upload or a delete invalidates it.
 */
export const shipmentDocumentsKey = (shipmentId: number) =>
  [...SHIPMENTS_KEY, 'shipment', shipmentId, 'documents'] as const;

/** GET /api/apps/shipments/{id}/documents: the shipment's documents, oldest first; unknown 404. */
export const getShipmentDocuments = (shipmentId: number) =>
  apiRequest(endpoints.listShipmentDocuments, { id: shipmentId });

export const shipmentDocumentsQueryOptions = (shipmentId: number) =>
  queryOptions({
    queryKey: [...shipmentDocumentsKey(shipmentId), 'list'],
    queryFn: () => getShipmentDocuments(shipmentId),
  });

export const useShipmentDocuments = (shipmentId: number) =>
  useQuery(shipmentDocumentsQueryOptions(shipmentId));
