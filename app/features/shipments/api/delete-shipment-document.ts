import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as endpoints from '../../../../api/modules/shipment-documents/endpoints';
import { apiRequest } from '../../../lib/http/api-client';
import { documentDownloadsKey, type DocumentRef } from './get-shipment-document-downloads';
import { shipmentDocumentsKey } from './get-shipment-documents';

/**
 * DELETE /api/apps/shipments/{id}/documents/{documentId} (admin): {ok: true}, the document gone
 * with its download log; a document of another shipment or none 404.
 */
export const deleteShipmentDocument = ({ shipmentId, documentId }: DocumentRef) =>
  apiRequest(endpoints.deleteShipmentDocument, { id: shipmentId, documentId });

export function useDeleteShipmentDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteShipmentDocument,
    onSuccess: (_reply, ref) => {
      queryClient.removeQueries({ queryKey: documentDownloadsKey(ref) });
      return queryClient.invalidateQueries({
        queryKey: [...shipmentDocumentsKey(ref.shipmentId), 'list'],
      });
    },
  });
}
