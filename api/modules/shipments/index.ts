/**
 * What other modules may use of the shipments module (a lint rule keeps them to this file): the
 * dashboard's dispatched-orders table (api/modules/demo) is computed from the shipments; a
 * shipment's documents (api/modules/shipment-documents) are kept under shipmentDocumentsOwner;
 * the status mails (api/modules/shipment-mail) are made from a change's notice.
 */
export { publicTrackingNumber, shipmentDocumentsOwner, shipmentsService } from './service';
export { noticeKey, noticeOf, SHIPMENT_NOTICE_KIND, type ShipmentNotice } from './notices';
