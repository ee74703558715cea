import '../../contract/zod-setup';
import { z } from 'zod';
import { id, text } from '../../contract/common';
import { DOCUMENT_CONTENT_TYPES, documentUploadQuery } from '../../contract/documents';

/**
 * A shipment's documents (docs/architecture.md decision 13): staff upload a PDF, PNG or JPEG of
 * at most 20 MB with its kind, list them, download them (each download noted: who, when) and an
 * admin removes one; the shipment's customer company lists and downloads them in the portal.
 * Anyone else, and a document of another shipment, is the same 404 as no document.
 */
export const shipmentDocumentKindSchema = z.enum([
  'billOfLading',
  'commercialInvoice',
  'packingList',
  'certificateOfOrigin',
  'customsDeclaration',
  'proofOfDelivery',
  'other',
]);
export type ShipmentDocumentKind = z.infer<typeof shipmentDocumentKindSchema>;

/**
 * The upload's query: the file's `name`, its `kind`, and `markDelivered` ('true' or 'false'):
 * with a proof of delivery, the shipment is marked delivered once the document is kept (another
 * kind with markDelivered=true is 422 naming `markDelivered`).
 */
export const shipmentDocumentUploadQuery = documentUploadQuery
  .extend({
    kind: shipmentDocumentKindSchema,
    markDelivered: z
      .enum(['true', 'false'])
      .transform((value) => value === 'true')
      .optional(),
  })
  .refine((query) => !query.markDelivered || query.kind === 'proofOfDelivery', {
    message: 'only a proof of delivery marks a shipment delivered',
    path: ['markDelivered'],
  });
export type ShipmentDocumentUploadQuery = z.infer<typeof shipmentDocumentUploadQuery>;

/** an account as a document's row names it; null when the account is gone */
const accountRef = z.object({ id, name: text() }).nullable();

/** A document of a shipment, without its bytes. */
export const shipmentDocumentSchema = z.object({
  id,
  kind: shipmentDocumentKindSchema,
  name: text(),
  type: z.enum(DOCUMENT_CONTENT_TYPES),
  size: z.number().int().min(0),
  uploadedAt: text(),
  uploadedBy: accountRef,
});
export type ShipmentDocument = z.infer<typeof shipmentDocumentSchema>;

/** A shipment's documents, oldest first. */
export const shipmentDocumentListReply = z.object({ items: z.array(shipmentDocumentSchema) });
export type ShipmentDocumentListReply = z.infer<typeof shipmentDocumentListReply>;

/** One download of a document: when, by whom. */
export const shipmentDocumentDownloadSchema = z.object({ at: text(), account: accountRef });

/** A document's downloads, oldest first. */
export const shipmentDocumentDownloadsReply = z.object({
  items: z.array(shipmentDocumentDownloadSchema),
});
export type ShipmentDocumentDownloadsReply = z.infer<typeof shipmentDocumentDownloadsReply>;
