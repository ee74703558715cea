import { accountOf } from '../auth';
import { documentReply, readDocumentUpload } from '../../platform/documents';
import { endpointRoutes } from '../../platform/endpoint-routes';
import { linkOriginOf } from '../../platform/mail';
import type { ApiDeps } from '../deps';
import * as endpoints from './endpoints';
import { shipmentDocumentsService } from './service';

/**
 * A shipment's documents (./endpoints.ts declares each path, ./contract.ts its rules). An upload
 * answers 404 for an unknown shipment before its body is read, and 409 for a proof of delivery
 * that would mark a canceled shipment delivered; the body is then read and checked within the
 * documents' limit (readDocumentUpload), nothing stored before.
 */
export function shipmentDocumentsRoutes(deps: ApiDeps) {
  const service = shipmentDocumentsService(deps);
  return endpointRoutes(deps)
    .on(endpoints.uploadShipmentDocument, async (c, { params, query }) => {
      await service.checkUpload(params.id, query.markDelivered === true);
      const upload = await readDocumentUpload(c);
      const by = c.get('principal').id;
      return service.upload(params.id, upload, query, by, linkOriginOf(deps.mailer, c));
    })
    .on(endpoints.listShipmentDocuments, async (_c, { params }) => service.list(params.id))
    .on(endpoints.downloadShipmentDocument, async (c, { params }) =>
      documentReply(c, await service.download(params.id, params.documentId, c.get('principal').id)),
    )
    .on(endpoints.listShipmentDocumentDownloads, async (_c, { params }) =>
      service.downloads(params.id, params.documentId),
    )
    .on(endpoints.deleteShipmentDocument, async (_c, { params }) =>
      service.remove(params.id, params.documentId),
    )
    .on(endpoints.listPortalShipmentDocuments, async (c, { params }) =>
      service.customerList(await accountOf(c), params.id),
    )
    .on(endpoints.downloadPortalShipmentDocument, async (c, { params }) =>
      documentReply(
        c,
        await service.customerDownload(await accountOf(c), params.id, params.documentId),
      ),
    ).router;
}
