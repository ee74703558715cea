import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DocumentContentType } from '../../../../api/contract/documents';
import type { ShipmentDocumentKind } from '../../../../api/modules/shipment-documents/contract';
import * as endpoints from '../../../../api/modules/shipment-documents/endpoints';
import { ApiRequestError, apiRequest } from '../../../lib/http/api-client';
import { shipmentDocumentsKey } from './get-shipment-documents';
import { SHIPMENTS_KEY } from './get-shipments';

export interface NewShipmentDocument {
  shipmentId: number;
  kind: ShipmentDocumentKind;
  file: File;
  /** the type the file's bytes proved in the page (../document-file.ts): sent as its type */
  type: DocumentContentType;
  /** a proof of delivery only: the shipment is marked delivered once the document is kept */
  markDelivered: boolean;
}

/**
 * POST /api/apps/shipments/{id}/documents?kind&name&markDelivered, the body the file's bytes: 201
 * the document. Refusals name their field: `file` (413 too large, 415 not a PDF, PNG or JPEG, 422
 * empty), `name`, `kind`, `markDelivered`; a canceled shipment marked delivered 409
 * shipmentCanceled on `id`; no shipment 404.
 */
export const uploadShipmentDocument = ({
  shipmentId,
  kind,
  file,
  type,
  markDelivered,
}: NewShipmentDocument) =>
  apiRequest(
    endpoints.uploadShipmentDocument,
    {
      id: shipmentId,
      kind,
      name: file.name,
      markDelivered: markDelivered ? 'true' : undefined,
    },
    // the bytes as they are, declared as the type they proved (a computer's guess from the name
    // may differ: `image/pjpeg`, or nothing)
    new Blob([file], { type }),
  );

export function useUploadShipmentDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadShipmentDocument,
    onSuccess: (_document, { shipmentId, markDelivered }) => {
      if (!markDelivered) {
        return queryClient.invalidateQueries({ queryKey: shipmentDocumentsKey(shipmentId) });
      }
      // the shipment gained its delivered event: it, its documents and the lists are read again
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: [...SHIPMENTS_KEY, 'shipment', shipmentId] }),
        queryClient.invalidateQueries({ queryKey: [...SHIPMENTS_KEY, 'list'] }),
      ]);
    },
    onError: (error, { shipmentId }) => {
      // canceled meanwhile (409 shipmentCanceled): the page reads the shipment again and shows it
      if (error instanceof ApiRequestError && error.code === 'shipmentCanceled') {
        return queryClient.invalidateQueries({
          queryKey: [...SHIPMENTS_KEY, 'shipment', shipmentId],
        });
      }
    },
  });
}
