import '../../contract/zod-setup';
import { z } from 'zod';
import { id, requiredText, shortText, text } from '../../contract/common';
import { isoDateSchema } from '../calendar/contract';
import { pathIdSchema } from '../../contract/endpoint';
import type { ErrorCode } from '../../contract/errors';
import { TRACKING_NUMBER_LENGTH } from './contract-tracking-number';

/**
 * Shipments and their public tracking (docs/decisions/0066). A shipment is cargo the
 * company moves from an origin to a destination, with a timeline of events; its tracking number
 * (api/modules/shipments/contract-tracking-number.ts) is what the customer is given.
 *
 * Staff paths (below /api/apps/shipments; rule editor unless said):
 * - GET    /            ?q&status&mode&company&sort&page&perPage -> ShipmentListReply {items, total,
 *   page, perPage}: q matches the tracking number (spaces ignored), the places, the shipper's and
 *   the consignee's names and the cargo's description; status `canceled` lists the canceled ones,
 *   every other status leaves them out; company: those of one customer company (by id); a
 *   malformed parameter 422 naming it. Each item names its company (`companyName`)
 * - POST   /            {shipment} (CreateShipmentBody) -> 201 Shipment, booked now by the reader,
 *   with a new tracking number and one event `booked` at the origin; `companyId` (optional) the
 *   customer company it belongs to: an id no company has 422 invalidValue on shipment.companyId
 * - GET    /:id         -> Shipment (its events oldest first); unknown 404
 * - PATCH  /:id         {shipment} (UpdateShipmentBody) -> Shipment: merges the given fields; the
 *   merged arrival must still be after the departure (422 on shipment.estimatedArrival,
 *   endBeforeStart); a canceled shipment 409 shipmentCanceled; `companyId` null: no company. A
 *   changed estimated arrival is kept in the shipment's arrival history (the customer's portal
 *   shows it, api/modules/portal/contract.ts)
 * - POST   /:id/cancel  -> Shipment, canceled now (kept, shown as canceled); twice 409
 * - POST   /:id/events  {event} (AddShipmentEventBody) -> 201 Shipment: the shipment's status
 *   becomes the status of its latest event; an event before the booking 422 on event.at
 *   (beforeBooking), more than an hour ahead of the API's clock 422 on event.at (inFuture);
 *   a canceled shipment 409 shipmentCanceled
 * - DELETE /:id         -> {ok: true}, rule admin (403 for an editor); unknown 404
 * Public paths (no account; at most TRACKING_LOOKUPS_PER_MINUTE per client address, 429
 * tooManyAttempts with Retry-After past it; every try counts):
 * - GET    /api/track/:number -> TrackingReply, the public view (nothing private: no shipper,
 *   consignee, contacts, cargo or operator); a number of the wrong shape 422 invalidFormat, a
 *   wrong check character 422 mistypedNumber, both on field `number` and without a look-up; no
 *   such shipment 404 notFound, after the same work as a found one
 * - GET    /api/track/:number/events -> text/event-stream: `ready` {expiresAt, updatedAt} (the
 *   shipment's last change, read once listening), then `shipment.changed` {trackingNumber}
 *   each time staff change that shipment (add an event, edit, cancel), nothing about any other;
 *   where a stream cannot be held (browser mode) the page polls every TRACKING_POLL_MS
 * Live, staff: `shipment.changed` {id, trackingNumber} to every signed-in reader.
 * GET /api/table/dispatched-orders (api/modules/demo/contract.ts) is computed from the shipments in
 * progress (dispatchedStatusOf below).
 */

export const shipmentModes = ['sea', 'air', 'road', 'cross-border'] as const;
export const shipmentModeSchema = z.enum(shipmentModes);
export type ShipmentMode = z.infer<typeof shipmentModeSchema>;

/** The statuses of a shipment's events, in the order a shipment usually goes through them. */
export const shipmentStatuses = [
  'booked',
  'picked-up',
  'in-transit',
  'at-port',
  'customs-hold',
  'customs-cleared',
  'out-for-delivery',
  'delivered',
  'exception',
] as const;
export const shipmentStatusSchema = z.enum(shipmentStatuses);
export type ShipmentStatus = z.infer<typeof shipmentStatusSchema>;

/** How far along the route a shipment is, by its status (the route line and the table's bar). */
export const shipmentProgress: Record<ShipmentStatus, number> = {
  booked: 0,
  'picked-up': 10,
  'in-transit': 45,
  'at-port': 65,
  'customs-hold': 70,
  'customs-cleared': 80,
  'out-for-delivery': 90,
  delivered: 100,
  exception: 50,
};

/**
 * The dispatched-orders table's status (docs/product.md section 3): the one mapping of a
 * shipment to it. Delivered shipments are no longer in progress and leave the table (null).
 */
export function dispatchedStatusOf(
  status: ShipmentStatus,
  canceled: boolean,
): 'Moving' | 'Pending' | 'Canceled' | null {
  if (canceled) return 'Canceled';
  if (status === 'delivered') return null;
  if (status === 'booked' || status === 'customs-hold' || status === 'exception') return 'Pending';
  return 'Moving';
}

/** A place: its name as written on the documents, and where it is (WGS 84). */
export const placeSchema = z
  .object({
    name: requiredText(120),
    /** ISO 3166-1 alpha-2, upper case (TH, CN, DE) */
    country: text().regex(/^[A-Z]{2}$/, 'must be a two-letter country code, e.g. TH'),
    lat: z.number().min(-90).max(90),
    lng: z.number().min(-180).max(180),
  })
  .strict();
export type Place = z.infer<typeof placeSchema>;

/** The shipper or the consignee: private, never in a public reply. */
export const partySchema = z
  .object({
    name: requiredText(160),
    contactName: shortText(120),
    phone: shortText(40).regex(/^[+\d ()-]*$/, 'may hold only digits, spaces, +, ( ) and -'),
    email: z.union([z.literal(''), z.email().max(254)]),
  })
  .strict();
export type Party = z.infer<typeof partySchema>;

/** What is carried. `valueBaht`: the declared value in whole baht, private. */
export const cargoSchema = z
  .object({
    description: requiredText(500),
    pieces: z.number().int().min(1).max(100_000),
    weightKg: z.number().positive().max(1_000_000),
    /** twenty-foot equivalent units on sea freight; 0 for loose cargo */
    containers: z.number().int().min(0).max(1_000),
    valueBaht: z.number().int().min(0).max(10_000_000_000).nullable(),
  })
  .strict();
export type Cargo = z.infer<typeof cargoSchema>;

export const shipmentEventSchema = z.object({
  id,
  /** ISO date and time */
  at: text(),
  status: shipmentStatusSchema,
  /** where it happened, as written (a port, a warehouse, a border post) */
  place: text(),
  /** shown to the customer too */
  note: text(),
});
export type ShipmentEvent = z.infer<typeof shipmentEventSchema>;

/** The staff member who looks after a shipment. */
export const shipmentOperatorSchema = z.object({ id, name: text(), avatar: text() });
export type ShipmentOperator = z.infer<typeof shipmentOperatorSchema>;

/** One estimate of the arrival, and when it was made (the booking's, then each change). */
export const shipmentArrivalSchema = z.object({
  /** ISO date and time the estimate was made */
  at: text(),
  estimatedArrival: text(),
});
export type ShipmentArrival = z.infer<typeof shipmentArrivalSchema>;

/** A shipment as staff read it. Dates are ISO strings. */
export const shipmentSchema = z.object({
  id,
  trackingNumber: text(),
  mode: shipmentModeSchema,
  /** the status of the latest event */
  status: shipmentStatusSchema,
  /** 0 to 100, shipmentProgress of the status */
  progress: z.number().min(0).max(100),
  origin: placeSchema,
  destination: placeSchema,
  shipper: partySchema,
  consignee: partySchema,
  cargo: cargoSchema,
  /** null when the operator's account is gone */
  operator: shipmentOperatorSchema.nullable(),
  /** the customer company it belongs to (api/modules/companies); null: none */
  companyId: id.nullable(),
  plannedDeparture: text(),
  estimatedArrival: text(),
  bookedAt: text(),
  canceledAt: text().nullable(),
  updatedAt: text(),
  events: z.array(shipmentEventSchema),
});
export type Shipment = z.infer<typeof shipmentSchema>;

/** A row of the staff list: the shipment without its timeline, with its latest event. */
export const shipmentSummarySchema = shipmentSchema.omit({ events: true }).extend({
  lastEvent: shipmentEventSchema,
  /** the name of its customer company; null: none */
  companyName: text().nullable(),
});
export type ShipmentSummary = z.infer<typeof shipmentSummarySchema>;

export const shipmentSorts = [
  'booked-desc',
  'departure-asc',
  'departure-desc',
  'arrival-asc',
  'arrival-desc',
  'tracking-asc',
] as const;
export const SHIPMENT_PAGE_SIZES = [10, 25, 50] as const;

export const shipmentListQuery = z
  .object({
    q: shortText(100).optional(),
    status: z.enum([...shipmentStatuses, 'canceled']).optional(),
    mode: shipmentModeSchema.optional(),
    /** a customer company's id: its shipments only */
    company: pathIdSchema.optional(),
    sort: z.enum(shipmentSorts).default('booked-desc'),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    perPage: z.coerce
      .number()
      .int()
      .refine((n) => (SHIPMENT_PAGE_SIZES as readonly number[]).includes(n), {
        message: `must be one of ${SHIPMENT_PAGE_SIZES.join(', ')}`,
      })
      .default(10),
  })
  .strict();
export type ShipmentListQuery = z.infer<typeof shipmentListQuery>;

export const shipmentListReply = z.object({
  items: z.array(shipmentSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  perPage: z.number().int(),
});
export type ShipmentListReply = z.infer<typeof shipmentListReply>;

export const shipmentMessages = {
  endBeforeStart: 'must be after plannedDeparture',
  beforeBooking: 'must not be before the shipment was booked',
  inFuture: 'must not be more than an hour ahead',
  shipmentCanceled: 'the shipment is canceled: it can no longer change',
  malformedNumber: `must be a tracking number: FT and ${TRACKING_NUMBER_LENGTH - 2} letters and digits`,
  mistypedNumber: 'is mistyped: its check character does not match',
} as const;

const shipmentFields = {
  mode: shipmentModeSchema,
  origin: placeSchema,
  destination: placeSchema,
  shipper: partySchema,
  consignee: partySchema,
  cargo: cargoSchema,
  /** a staff account's id (404 on shipment.operatorId when there is none) */
  operatorId: id,
  /** a customer company's id, null for none (422 invalidValue on shipment.companyId when no company has it) */
  companyId: id.nullable(),
  plannedDeparture: isoDateSchema,
  estimatedArrival: isoDateSchema,
};

const arrivalAfterDeparture = {
  message: shipmentMessages.endBeforeStart,
  params: { code: 'endBeforeStart' satisfies ErrorCode },
  path: ['estimatedArrival'],
};

/** A new shipment: every field; without `companyId` it belongs to no company. */
export const createShipmentBody = z
  .object({
    shipment: z
      .object({ ...shipmentFields, companyId: shipmentFields.companyId.optional() })
      .strict()
      .refine((s) => s.estimatedArrival > s.plannedDeparture, arrivalAfterDeparture),
  })
  .strict()
  // the fuzz test (api/test/fuzz.test.ts) cannot build one: the arrival must be after the departure
  .meta({
    examples: [
      {
        shipment: {
          mode: 'sea',
          origin: { name: 'Laem Chabang Port', country: 'TH', lat: 13.0827, lng: 100.8833 },
          destination: { name: 'Port of Rotterdam', country: 'NL', lat: 51.95, lng: 4.14 },
          shipper: {
            name: 'Siam Rice Export Co., Ltd.',
            contactName: 'Somchai Wongsakul',
            phone: '+66 2 555 0141',
            email: 'export@siamrice.example',
          },
          consignee: {
            name: 'Rotterdam Food Distribution B.V.',
            contactName: '',
            phone: '',
            email: '',
          },
          cargo: {
            description: 'Jasmine rice, 25 kg bags',
            pieces: 2400,
            weightKg: 60500,
            containers: 3,
            valueBaht: null,
          },
          operatorId: 1,
          plannedDeparture: '2026-12-01T08:00:00.000Z',
          estimatedArrival: '2026-12-28T08:00:00.000Z',
        },
      },
    ],
  });
export type CreateShipmentBody = z.infer<typeof createShipmentBody>;
export type ShipmentInput = CreateShipmentBody['shipment'];

/** A change: the given fields are merged (the service checks the merged dates). */
export const updateShipmentBody = z
  .object({
    shipment: z
      .object(shipmentFields)
      .partial()
      .strict()
      .refine(
        (s) =>
          !s.estimatedArrival || !s.plannedDeparture || s.estimatedArrival > s.plannedDeparture,
        arrivalAfterDeparture,
      ),
  })
  .strict();
export type UpdateShipmentBody = z.infer<typeof updateShipmentBody>;

export const addShipmentEventBody = z
  .object({
    event: z
      .object({
        at: isoDateSchema,
        status: shipmentStatusSchema,
        place: requiredText(120),
        note: shortText(500).default(''),
      })
      .strict(),
  })
  .strict();
export type AddShipmentEventBody = z.infer<typeof addShipmentEventBody>;

/** The public look-up: at most this many a minute per client address. */
export const TRACKING_LOOKUPS_PER_MINUTE = 30;
/** where no live stream can be held (browser mode), the tracking page asks again this often */
export const TRACKING_POLL_MS = 30_000;

/** GET /api/track/:number: what a customer may see of a shipment, nothing private. */
export const trackingReply = z
  .object({
    trackingNumber: text(),
    mode: shipmentModeSchema,
    status: shipmentStatusSchema,
    progress: z.number().min(0).max(100),
    canceled: z.boolean(),
    origin: placeSchema,
    destination: placeSchema,
    plannedDeparture: text(),
    estimatedArrival: text(),
    updatedAt: text(),
    /** oldest first */
    events: z.array(shipmentEventSchema.omit({ id: true })),
  })
  .strict();
export type TrackingReply = z.infer<typeof trackingReply>;

/** The fields a public reply must never carry (a test reads every public reply for them). */
export const PRIVATE_SHIPMENT_FIELDS = [
  'shipper',
  'consignee',
  'contactName',
  'phone',
  'email',
  'cargo',
  'valueBaht',
  'operator',
  'operatorId',
  'companyId',
  'companyName',
] as const;

/** The path parameter of the public look-up, before the tracking-number check. */
export const trackingNumberParamSchema = text().max(TRACKING_NUMBER_LENGTH * 3);
