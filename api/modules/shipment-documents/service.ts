import {
  shipmentDocumentDownloadsReply,
  shipmentDocumentListReply,
  shipmentDocumentSchema,
  type ShipmentDocument,
  type ShipmentDocumentDownloadsReply,
  type ShipmentDocumentKind,
  type ShipmentDocumentListReply,
} from './contract';
import { shipmentMessages } from '../shipments/contract';
import { shipmentDocumentsOwner, shipmentsService } from '../shipments';
import type { UserRecord } from '../auth';
import type { DocumentContentType } from '../../contract/documents';
import type { DocumentRecord } from '../../platform/documents';
import { ApiError, notFound } from '../../platform/errors';
import type { ApiDeps } from '../deps';

const unknownShipment = (id: number) => notFound(`No shipment with id ${id}`);
const unknownDocument = (documentId: number) => notFound(`No document with id ${documentId}`);

/**
 * A shipment's documents (./contract.ts): kept in deps.stores.shipmentDocuments under the
 * shipment's owner key, so a document id of another shipment is the same 404 as no document.
 * Staff reach every shipment's; a customer only their company's, read by id and company in one
 * look-up as the portal reads a shipment (api/modules/portal/service.ts).
 */
export function shipmentDocumentsService(deps: ApiDeps) {
  const documents = deps.stores.shipmentDocuments;
  const shipments = shipmentsService(deps);

  /** account ids to {id, name}, one read per distinct account (null when it is gone) */
  async function accountsOf(ids: number[]) {
    const found = new Map<number, { id: number; name: string } | null>();
    for (const id of new Set(ids)) {
      const user = await deps.stores.auth.findUserById(id);
      found.set(id, user ? { id, name: user.displayName } : null);
    }
    return (id: number) => found.get(id) ?? null;
  }

  const view = (
    record: DocumentRecord,
    account: (id: number) => ShipmentDocument['uploadedBy'],
  ): ShipmentDocument => ({
    id: record.id,
    kind: record.kind as ShipmentDocumentKind,
    name: record.name,
    type: record.type,
    size: record.size,
    uploadedAt: record.uploadedAt.toISOString(),
    uploadedBy: account(record.uploadedBy),
  });

  /** the document if it is this shipment's, else 404 (the same whatever the reason) */
  async function documentOf(shipmentId: number, documentId: number) {
    const record = await documents.find(documentId);
    if (!record || record.ownerKey !== shipmentDocumentsOwner(shipmentId)) {
      throw unknownDocument(documentId);
    }
    return record;
  }

  /** the shipment as staff reach it: 404 when there is none */
  const staffShipment = (id: number) => shipments.get(id);

  /**
   * The shipment as a customer reaches it: their company's, else the same 404 as no shipment
   * (a person of no company included: there is nothing of theirs to find).
   */
  async function customerShipment(reader: UserRecord, id: number, missing = unknownShipment) {
    const record =
      reader.companyId === null ? undefined : await deps.stores.shipments.get(id, reader.companyId);
    if (!record) throw missing(id);
    return record;
  }

  async function list(shipmentId: number): Promise<ShipmentDocumentListReply> {
    const records = await documents.list(shipmentDocumentsOwner(shipmentId));
    const account = await accountsOf(records.map((record) => record.uploadedBy));
    return shipmentDocumentListReply.parse({
      items: records.map((record) => view(record, account)),
    });
  }

  /** the document's bytes, its download noted (who, when) */
  async function download(shipmentId: number, documentId: number, reader: number) {
    await documentOf(shipmentId, documentId);
    const stored = await documents.get(documentId);
    if (!stored) throw unknownDocument(documentId);
    await documents.recordDownload({ documentId, accountId: reader, at: deps.now() });
    return stored;
  }

  return {
    /**
     * Before an upload's body is read: 404 for no shipment, and 409 for a proof of delivery that
     * would mark a canceled shipment delivered (the refusal the event itself would get).
     */
    async checkUpload(shipmentId: number, markDelivered: boolean) {
      const shipment = await staffShipment(shipmentId);
      if (markDelivered && shipment.canceledAt) {
        throw new ApiError(409, 'shipmentCanceled', `id: ${shipmentMessages.shipmentCanceled}`, {
          field: 'id',
        });
      }
    },

    /**
     * Keeps the document; with markDelivered (a proof of delivery) then adds the event
     * `delivered` at the destination: if the shipment refuses it (canceled), the document goes
     * again and the refusal is the answer, so nothing is kept.
     */
    async upload(
      shipmentId: number,
      upload: { name: string; type: DocumentContentType; bytes: Uint8Array },
      { kind, markDelivered }: { kind: ShipmentDocumentKind; markDelivered?: boolean },
      uploader: number,
      /** where the delivery's status mails link to (linkOriginOf) */
      linkOrigin: string,
    ): Promise<ShipmentDocument> {
      const record = await documents.put({
        ...upload,
        ownerKey: shipmentDocumentsOwner(shipmentId),
        kind,
        uploadedBy: uploader,
        uploadedAt: deps.now(),
      });
      if (markDelivered) {
        try {
          const shipment = await shipments.get(shipmentId);
          await shipments.addEvent(
            shipmentId,
            {
              at: deps.now().toISOString(),
              status: 'delivered',
              place: shipment.destination.name.slice(0, 120),
              note: 'Proof of delivery uploaded',
            },
            linkOrigin,
          );
        } catch (error) {
          await documents.remove(record.id);
          throw error;
        }
      }
      return shipmentDocumentSchema.parse(view(record, await accountsOf([uploader])));
    },

    async list(shipmentId: number) {
      await staffShipment(shipmentId);
      return list(shipmentId);
    },

    async download(shipmentId: number, documentId: number, reader: number) {
      await staffShipment(shipmentId);
      return download(shipmentId, documentId, reader);
    },

    async downloads(
      shipmentId: number,
      documentId: number,
    ): Promise<ShipmentDocumentDownloadsReply> {
      await staffShipment(shipmentId);
      await documentOf(shipmentId, documentId);
      const downloads = await documents.downloads(documentId);
      const account = await accountsOf(downloads.map((entry) => entry.accountId));
      return shipmentDocumentDownloadsReply.parse({
        items: downloads.map((entry) => ({
          at: entry.at.toISOString(),
          account: account(entry.accountId),
        })),
      });
    },

    async remove(shipmentId: number, documentId: number) {
      await staffShipment(shipmentId);
      await documentOf(shipmentId, documentId);
      if (!(await documents.remove(documentId))) throw unknownDocument(documentId);
      return { ok: true as const };
    },

    async customerList(reader: UserRecord, shipmentId: number) {
      await customerShipment(reader, shipmentId);
      return list(shipmentId);
    },

    /** a shipment not the reader's company's is the same 404 as a document not this shipment's */
    async customerDownload(reader: UserRecord, shipmentId: number, documentId: number) {
      await customerShipment(reader, shipmentId, () => unknownDocument(documentId));
      return download(shipmentId, documentId, reader.id);
    },
  };
}
