import { z } from 'zod';
import { endpoint, idParams, pathIdSchema } from '../../contract/endpoint';
import { okReply } from '../../contract/common';
import {
  shipmentDocumentDownloadsReply,
  shipmentDocumentListReply,
  shipmentDocumentSchema,
  shipmentDocumentUploadQuery,
} from './contract';

/**
 * A shipment's documents (the rules are in ./contract.ts): staff below
 * /api/apps/shipments/:id/documents (rule editor; delete rule admin), the shipment's customer
 * company below /api/portal/shipments/:id/documents (rule public; anyone else 404). An upload's
 * body is the file's bytes, read and checked by readDocumentUpload (api/platform/documents.ts).
 */
const documentParams = z.object({ id: pathIdSchema, documentId: pathIdSchema });

export const uploadShipmentDocument = endpoint({
  method: 'POST',
  path: '/api/apps/shipments/:id/documents',
  summary: 'Upload a document of a shipment (a PDF, PNG or JPEG of at most 20 MB)',
  access: 'editor',
  params: idParams,
  query: shipmentDocumentUploadQuery,
  body: 'binary',
  reply: shipmentDocumentSchema,
  status: 201,
  errors: {
    404: ['notFound'],
    409: ['shipmentCanceled'],
    413: ['bodyTooLarge'],
    415: ['unsupportedDocument'],
    422: ['required'],
  },
});

export const listShipmentDocuments = endpoint({
  method: 'GET',
  path: '/api/apps/shipments/:id/documents',
  summary: "A shipment's documents, oldest first, with their uploaders",
  access: 'editor',
  params: idParams,
  reply: shipmentDocumentListReply,
  errors: { 404: ['notFound'] },
});

export const downloadShipmentDocument = endpoint({
  method: 'GET',
  path: '/api/apps/shipments/:id/documents/:documentId',
  summary: "A shipment's document, as a download (the download is noted)",
  access: 'editor',
  params: documentParams,
  reply: 'application/octet-stream',
  errors: { 404: ['notFound'] },
});

export const listShipmentDocumentDownloads = endpoint({
  method: 'GET',
  path: '/api/apps/shipments/:id/documents/:documentId/downloads',
  summary: "A document's downloads, oldest first: who and when",
  access: 'editor',
  params: documentParams,
  reply: shipmentDocumentDownloadsReply,
  errors: { 404: ['notFound'] },
});

export const deleteShipmentDocument = endpoint({
  method: 'DELETE',
  path: '/api/apps/shipments/:id/documents/:documentId',
  summary: "Delete a shipment's document with its downloads",
  access: 'admin',
  params: documentParams,
  reply: okReply,
  errors: { 404: ['notFound'] },
});

export const listPortalShipmentDocuments = endpoint({
  method: 'GET',
  path: '/api/portal/shipments/:id/documents',
  summary: "The documents of one of the reader's company's shipments",
  access: 'public',
  params: idParams,
  reply: shipmentDocumentListReply,
  errors: { 404: ['notFound'] },
});

export const downloadPortalShipmentDocument = endpoint({
  method: 'GET',
  path: '/api/portal/shipments/:id/documents/:documentId',
  summary: "A document of one of the reader's company's shipments, as a download (noted)",
  access: 'public',
  params: documentParams,
  reply: 'application/octet-stream',
  errors: { 404: ['notFound'] },
});
