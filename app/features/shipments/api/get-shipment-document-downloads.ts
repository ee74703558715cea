import { queryOptions, useQuery } from '@tanstack/react-query';
import * as endpoints from '../../../../api/modules/shipment-documents/endpoints';
import { apiRequest } from '../../../lib/http/api-client';
import { shipmentDocumentsKey } from './get-shipment-documents';

export interface DocumentRef {
  shipmentId: number;
  documentId: number;
}

/** The key of one document's download log (a download through the app invalidates it). */
export const documentDownloadsKey = ({ shipmentId, documentId }: DocumentRef) =>
  [...shipmentDocumentsKey(shipmentId), documentId, 'downloads'] as const;

/**
 * GET /api/apps/shipments/{id}/documents/{documentId}/downloads: who downloaded the document and
 * when, oldest first; a document of another shipment or none 404.
 */
export const getShipmentDocumentDownloads = ({ shipmentId, documentId }: DocumentRef) =>
  apiRequest(endpoints.listShipmentDocumentDownloads, { id: shipmentId, documentId });

export const shipmentDocumentDownloadsQueryOptions = (ref: DocumentRef) =>
  queryOptions({
    queryKey: documentDownloadsKey(ref),
    queryFn: () => getShipmentDocumentDownloads(ref),
    // a deleted document stays missing
    retry: false,
  });

/** The screen asks for it only while the log is open. */
export const useShipmentDocumentDownloads = (ref: DocumentRef) =>
  useQuery(shipmentDocumentDownloadsQueryOptions(ref));
