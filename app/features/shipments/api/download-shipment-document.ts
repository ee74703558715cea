import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as endpoints from '../../../../api/modules/shipment-documents/endpoints';
import { endpointUrl } from '../../../lib/http/api-client';
import { downloadFile } from '../../../lib/http/download-file';
import { documentDownloadsKey, type DocumentRef } from './get-shipment-document-downloads';

/**
 * GET /api/apps/shipments/{id}/documents/{documentId}: the document's bytes (an attachment), saved
 * under its name; the server notes the download (who, when). Another shipment's or none 404.
 */
export const downloadShipmentDocument = ({ name, ...ref }: DocumentRef & { name: string }) =>
  downloadFile(
    endpointUrl(endpoints.downloadShipmentDocument, {
      id: ref.shipmentId,
      documentId: ref.documentId,
    }),
    name,
  );

/** A download is a change too: the document's log has a new line, read again. */
export function useDownloadShipmentDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: downloadShipmentDocument,
    onSettled: (_reply, _error, { shipmentId, documentId }) =>
      queryClient.invalidateQueries({ queryKey: documentDownloadsKey({ shipmentId, documentId }) }),
  });
}
