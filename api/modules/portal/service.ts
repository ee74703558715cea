import {
  portalMessages,
  portalShipmentListReply,
  portalShipmentSchema,
  type PortalShipment,
  type PortalShipmentListQuery,
  type PortalShipmentListReply,
  type PortalShipmentSummary,
} from './contract';
import { shipmentProgress } from '../shipments/contract';
import type { ShipmentRecord, ShipmentSummaryRecord } from '../shipments/store';
import type { UserRecord } from '../auth';
import { ApiError, notFound } from '../../platform/errors';
import type { ApiDeps } from '../deps';

/** 403: the portal is for people who belong to a customer company */
const noCompany = () => new ApiError(403, 'noCompany', portalMessages.noCompany);

/** the fields of a shipment a customer reads (./contract.ts says which and why) */
function customerFields(record: ShipmentSummaryRecord | ShipmentRecord) {
  return {
    id: record.id,
    trackingNumber: record.trackingNumber,
    mode: record.mode,
    status: record.status,
    progress: shipmentProgress[record.status],
    origin: record.origin,
    destination: record.destination,
    shipper: { name: record.shipper.name },
    consignee: { name: record.consignee.name },
    cargo: {
      description: record.cargo.description,
      pieces: record.cargo.pieces,
      weightKg: record.cargo.weightKg,
      containers: record.cargo.containers,
    },
    plannedDeparture: record.plannedDeparture,
    estimatedArrival: record.estimatedArrival,
    bookedAt: record.bookedAt,
    canceledAt: record.canceledAt,
    updatedAt: record.updatedAt,
  };
}

const eventView = ({ at, status, place, note }: ShipmentRecord['events'][number]) => ({
  at,
  status,
  place,
  note,
});

/**
 * The portal's rules (api/modules/portal/contract.ts): every read is of the reader's company, taken
 * from their account (read once per request by the guard), never from the request. The replies
 * are checked against their strict schemas before they go, so a field added to the shipments
 * later is refused here rather than sent to a customer.
 */
export function portalService(deps: ApiDeps) {
  const shipments = deps.stores.shipments;

  /** the reader's company, or 403 */
  function companyOf(reader: UserRecord): number {
    if (reader.companyId === null) throw noCompany();
    return reader.companyId;
  }

  return {
    async company(reader: UserRecord) {
      const company = await deps.stores.companies.get(companyOf(reader));
      if (!company) throw noCompany();
      return company;
    },

    async list(
      reader: UserRecord,
      query: PortalShipmentListQuery,
    ): Promise<PortalShipmentListReply> {
      const { total, items } = await shipments.list({ ...query, company: companyOf(reader) });
      return portalShipmentListReply.parse({
        total,
        page: query.page,
        perPage: query.perPage,
        items: items.map((item): PortalShipmentSummary => ({
          ...customerFields(item),
          lastEvent: eventView(item.lastEvent),
        })),
      });
    },

    /** another company's shipment is looked up and refused as no shipment is: one read by both */
    async get(reader: UserRecord, id: number): Promise<PortalShipment> {
      const record = await shipments.get(id, companyOf(reader));
      if (!record) throw notFound(`No shipment with id ${id}`);
      return portalShipmentSchema.parse({
        ...customerFields(record),
        events: record.events.map(eventView),
        arrivalHistory: record.arrivalHistory.map(({ at, estimatedArrival }) => ({
          at,
          estimatedArrival,
        })),
      });
    },
  };
}
