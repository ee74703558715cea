import { useMutation } from '@tanstack/react-query';
import * as endpoints from '../../../../api/modules/shipment-documents/endpoints';
import { endpointUrl } from '../../../lib/http/api-client';
import { downloadFile } from '../../../lib/http/download-file';

export interface PortalDocumentRef {
  shipmentId: number;
  documentId: number;
  /** the name it is saved under */
  name: string;
}

/**
 * GET /api/portal/shipments/{id}/documents/{documentId}: the document's bytes (an attachment),
 * saved under its name; the server notes the download. Not the company's, or none: 404.
 */
export const downloadPortalShipmentDocument = ({
  shipmentId,
  documentId,
  name,
}: PortalDocumentRef) =>
  downloadFile(
    endpointUrl(endpoints.downloadPortalShipmentDocument, { id: shipmentId, documentId }),
    name,
  );

/** Nothing the portal shows changes with a download (its log is the staff's): nothing to read again. */
export const useDownloadPortalShipmentDocument = () =>
  useMutation({ mutationFn: downloadPortalShipmentDocument });
