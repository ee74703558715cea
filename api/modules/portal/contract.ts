import '../../contract/zod-setup';
import { z } from 'zod';
import { id, text } from '../../contract/common';
import {
  PRIVATE_SHIPMENT_FIELDS,
  cargoSchema,
  placeSchema,
  shipmentArrivalSchema,
  shipmentEventSchema,
  shipmentListQuery,
  shipmentListReply,
  shipmentModeSchema,
  shipmentStatusSchema,
} from '../shipments/contract';

/**
 * The customer's portal: a person who belongs to a customer company (api/modules/companies, the
 * people role `user`) follows that company's shipments, and nothing of any other company's.
 *
 * Paths (rule public: any signed-in person; one who belongs to no company 403 noCompany):
 * - GET /api/portal/company       -> Company, the reader's own company
 * - GET /api/portal/shipments     ?q&status&mode&sort&page&perPage -> PortalShipmentListReply: the
 *   company's shipments; the query is the staff list's (api/modules/shipments/contract.ts) without
 *   `company`, which is always the reader's
 * - GET /api/portal/shipments/:id -> PortalShipment, with its timeline and the history of its
 *   estimated arrival; another company's shipment and no shipment answer the same 404 notFound,
 *   read alike (one look-up by id and company)
 *
 * What a customer reads of a shipment: its number, mode, status and progress, the route and
 * dates, the shipper's and consignee's names, what is carried (not its declared value), when it
 * was canceled, the timeline (notes are written for the customer) and the arrival's estimates.
 * Never: the parties' contact people, phones and emails, the declared value, the operator (a staff
 * account), the ids of the events. The replies are strict: a field not named here is refused by the
 * service's own check, not sent.
 */

/** a party (shipper, consignee) as the customer reads it: its name only */
export const portalPartySchema = z.object({ name: text() }).strict();

/** what is carried, without its declared value */
export const portalCargoSchema = cargoSchema.omit({ valueBaht: true }).strict();

export const portalEventSchema = shipmentEventSchema.omit({ id: true }).strict();

const portalShipmentFields = {
  id,
  trackingNumber: text(),
  mode: shipmentModeSchema,
  status: shipmentStatusSchema,
  progress: z.number().min(0).max(100),
  origin: placeSchema,
  destination: placeSchema,
  shipper: portalPartySchema,
  consignee: portalPartySchema,
  cargo: portalCargoSchema,
  plannedDeparture: text(),
  estimatedArrival: text(),
  bookedAt: text(),
  canceledAt: text().nullable(),
  updatedAt: text(),
};

/** A row of the portal's list: with its latest event, without its timeline. */
export const portalShipmentSummarySchema = z
  .object({ ...portalShipmentFields, lastEvent: portalEventSchema })
  .strict();
export type PortalShipmentSummary = z.infer<typeof portalShipmentSummarySchema>;

/** One shipment as its customer reads it. */
export const portalShipmentSchema = z
  .object({
    ...portalShipmentFields,
    /** oldest first */
    events: z.array(portalEventSchema),
    /** the estimates of the arrival in the order they were made: the booking's, then each change */
    arrivalHistory: z.array(shipmentArrivalSchema.strict()),
  })
  .strict();
export type PortalShipment = z.infer<typeof portalShipmentSchema>;

export const portalShipmentListQuery = shipmentListQuery.omit({ company: true });
export type PortalShipmentListQuery = z.infer<typeof portalShipmentListQuery>;

export const portalShipmentListReply = shipmentListReply
  .extend({ items: z.array(portalShipmentSummarySchema) })
  .strict();
export type PortalShipmentListReply = z.infer<typeof portalShipmentListReply>;

/** Of the shipment's private fields, what a customer reads: the parties' names, the cargo. */
const READ_BY_CUSTOMERS: readonly string[] = ['shipper', 'consignee', 'cargo'];

/**
 * The fields of a shipment a customer never reads (the portal's tests read every reply for them):
 * the parties' contact people, phones and emails, the declared value, the operator, the company.
 */
export const PORTAL_HIDDEN_FIELDS = PRIVATE_SHIPMENT_FIELDS.filter(
  (field) => !READ_BY_CUSTOMERS.includes(field),
);

export const portalMessages = {
  noCompany: 'your account belongs to no customer company, whose shipments the portal shows',
} as const;
