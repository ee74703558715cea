import { roleAllows } from '../../contract/roles';
import {
  dispatchedStatusOf,
  shipmentMessages,
  shipmentProgress,
  trackingReply,
  type Shipment,
  type ShipmentInput,
  type ShipmentListQuery,
  type ShipmentListReply,
  type TrackingReply,
  type UpdateShipmentBody,
  type AddShipmentEventBody,
} from './contract';
import type { DispatchedOrder } from '../demo/contract';
import {
  checkTrackingNumber,
  makeTrackingNumber,
  normalizeTrackingNumber,
} from './contract-tracking-number';
import { ApiError, notFound } from '../../platform/errors';
import { checkCompanyId } from '../companies';
import { PUBLIC_AUDIENCE } from '../../platform/live';
import type { ApiDeps } from '../deps';
import type { ShipmentChange, ShipmentRecord, ShipmentSummaryRecord } from './store';
import { noticeMessage, noticesOf } from './notices';

/** an event may be this far ahead of the API's clock (a clock a little fast, a time zone typo) */
const FUTURE_SLACK_MS = 3_600_000;
/** tries to draw a tracking number not yet in use (29^10 numbers: a second try is already rare) */
const NUMBER_TRIES = 5;
/** rows of the dashboard's dispatched-orders table */
const DISPATCHED_ROWS = 10;

const unknownShipment = (id: number) => notFound(`No shipment with id ${id}`);
const canceledError = () =>
  new ApiError(409, 'shipmentCanceled', `id: ${shipmentMessages.shipmentCanceled}`, {
    field: 'id',
  });

type Operator = Shipment['operator'];

/**
 * Whose a shipment's documents are in the document store (api/platform/documents.ts): the
 * documents module files them under this key, and a deleted shipment's go with it.
 */
export const shipmentDocumentsOwner = (id: number) => `shipment:${id}`;

/**
 * A number from a public address (tracking, following): its shape and check character checked
 * before any store is touched (422 naming `number`); the canonical number.
 */
export function publicTrackingNumber(number: string): string {
  const check = checkTrackingNumber(number);
  if (check !== 'valid') {
    const [code, message] =
      check === 'malformed'
        ? (['invalidFormat', shipmentMessages.malformedNumber] as const)
        : (['mistypedNumber', shipmentMessages.mistypedNumber] as const);
    throw new ApiError(422, code, `number: ${message}`, { field: 'number' });
  }
  return normalizeTrackingNumber(number);
}

/** great-circle distance in whole kilometres (haversine, mean Earth radius) */
function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }) {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return Math.round(2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h))));
}

/** The public view of a shipment: the strict reply schema drops nothing silently, it refuses extras. */
function publicView(record: ShipmentRecord): TrackingReply {
  return trackingReply.parse({
    trackingNumber: record.trackingNumber,
    mode: record.mode,
    status: record.status,
    progress: shipmentProgress[record.status],
    canceled: record.canceledAt !== null,
    origin: record.origin,
    destination: record.destination,
    plannedDeparture: record.plannedDeparture,
    estimatedArrival: record.estimatedArrival,
    updatedAt: record.updatedAt,
    events: record.events.map(({ at, status, place, note }) => ({ at, status, place, note })),
  });
}

/**
 * What an unknown number's look-up builds its reply from, so that it does the same work as a
 * found one (docs/decisions/0066: the timing does not tell them apart). Never sent.
 */
const placeholder: ShipmentRecord = {
  id: 1,
  trackingNumber: '',
  mode: 'sea',
  status: 'booked',
  origin: { name: '-', country: 'TH', lat: 0, lng: 0 },
  destination: { name: '-', country: 'TH', lat: 0, lng: 0 },
  shipper: { name: '-', contactName: '', phone: '', email: '' },
  consignee: { name: '-', contactName: '', phone: '', email: '' },
  cargo: { description: '-', pieces: 1, weightKg: 1, containers: 0, valueBaht: null },
  operatorId: null,
  companyId: null,
  plannedDeparture: '',
  estimatedArrival: '',
  bookedAt: '',
  canceledAt: null,
  updatedAt: '',
  events: [{ id: 1, at: '', status: 'booked', place: '-', note: '' }],
  arrivalHistory: [],
};

/**
 * The shipments' rules, once for both adapters (api/modules/shipments/contract.ts, docs/decisions/0066).
 * After every staff change the live bus tells signed-in staff (`shipment.changed` {id,
 * trackingNumber}) and the public tracking streams ({trackingNumber} only).
 */
export function shipmentsService(deps: ApiDeps) {
  const store = deps.stores.shipments;
  const iso = () => deps.now().toISOString();

  /** the operators' names and pictures, one read per distinct account */
  async function operatorsOf(ids: (number | null)[]) {
    const found = new Map<number, Operator>();
    for (const id of new Set(ids)) {
      if (id === null) continue;
      const user = await deps.stores.auth.findUserById(id);
      found.set(id, user ? { id, name: user.displayName, avatar: user.photoURL } : null);
    }
    return (id: number | null) => (id === null ? null : (found.get(id) ?? null));
  }

  async function toShipment(record: ShipmentRecord): Promise<Shipment> {
    const operator = await operatorsOf([record.operatorId]);
    // the arrival history is the customer's portal's (api/modules/portal)
    const { operatorId, arrivalHistory: _arrivals, ...rest } = record;
    return { ...rest, progress: shipmentProgress[record.status], operator: operator(operatorId) };
  }

  /** 404 on shipment.operatorId unless the id is an active staff account (editor or admin) */
  async function checkOperator(id: number | undefined) {
    if (id === undefined) return;
    const user = await deps.stores.auth.findUserById(id);
    if (!user || user.accountStatus !== 'active' || !roleAllows('editor', user.role)) {
      throw notFound(`shipment.operatorId: no staff account with id ${id}`, {
        field: 'shipment.operatorId',
      });
    }
  }

  /**
   * A change with the status mails it causes (./notices.ts), queued in its transaction.
   * `linkOrigin`: where the mails' links point (linkOriginOf, api/platform/mail.ts).
   */
  const withNotices =
    (linkOrigin: string, decide: (current: ShipmentRecord) => ShipmentChange) =>
    (current: ShipmentRecord): ShipmentChange => {
      const change = decide(current);
      const outbox = noticesOf(current, change, deps.now(), linkOrigin);
      return outbox ? { ...change, outbox } : change;
    };

  async function published(record: ShipmentRecord | undefined, id: number) {
    if (!record) throw unknownShipment(id);
    // its status mails, if any, are committed: the worker sends them now
    deps.wakeOutbox();
    const { trackingNumber } = record;
    await deps.live.publish('everyone', { type: 'shipment.changed', id, trackingNumber });
    await deps.live.publish([PUBLIC_AUDIENCE], { type: 'shipment.changed', trackingNumber });
    return toShipment(record);
  }

  return {
    async list(query: ShipmentListQuery): Promise<ShipmentListReply> {
      const { total, items } = await store.list(query);
      const operator = await operatorsOf(items.map((item) => item.operatorId));
      const companyNames = await deps.stores.companies.names(
        items.flatMap((item) => (item.companyId === null ? [] : [item.companyId])),
      );
      return {
        total,
        page: query.page,
        perPage: query.perPage,
        items: items.map(({ operatorId, ...item }) => ({
          ...item,
          progress: shipmentProgress[item.status],
          operator: operator(operatorId),
          companyName: item.companyId === null ? null : (companyNames.get(item.companyId) ?? null),
        })),
      };
    },

    async get(id: number) {
      const record = await store.get(id);
      if (!record) throw unknownShipment(id);
      return toShipment(record);
    },

    /**
     * booked now, with a new tracking number and one event `booked` at the origin (its company's
     * people are told: a status mail)
     */
    async create(input: ShipmentInput, linkOrigin: string) {
      await checkOperator(input.operatorId);
      await checkCompanyId(deps.stores.companies, 'shipment.companyId', input.companyId);
      const now = iso();
      for (let i = 0; i < NUMBER_TRIES; i += 1) {
        const trackingNumber = makeTrackingNumber(crypto.getRandomValues(new Uint32Array(10)));
        const record = await store.insert({
          ...input,
          companyId: input.companyId ?? null,
          trackingNumber,
          bookedAt: now,
          canceledAt: null,
          updatedAt: now,
          firstEvent: { at: now, status: 'booked', place: input.origin.name, note: '' },
          firstArrival: { at: now, estimatedArrival: input.estimatedArrival },
          outbox: (shipmentId) => ({
            at: deps.now(),
            messages: [
              noticeMessage({
                shipmentId,
                change: 'status',
                status: 'booked',
                at: now,
                estimatedArrival: input.estimatedArrival,
                linkOrigin,
              }),
            ],
          }),
        });
        if (record !== 'taken') return published(record, record.id);
      }
      throw new Error('no free tracking number after several tries');
    },

    /**
     * merges the given fields; the merged arrival must still be after the departure; a new
     * estimate of the arrival goes into its history
     */
    async update(id: number, changes: UpdateShipmentBody['shipment'], linkOrigin: string) {
      await checkOperator(changes.operatorId);
      await checkCompanyId(deps.stores.companies, 'shipment.companyId', changes.companyId);
      const record = await store.change(
        id,
        withNotices(linkOrigin, (current) => {
          if (current.canceledAt) throw canceledError();
          const merged = { ...current, ...changes };
          if (Date.parse(merged.estimatedArrival) <= Date.parse(merged.plannedDeparture)) {
            throw new ApiError(
              422,
              'endBeforeStart',
              `shipment.estimatedArrival: ${shipmentMessages.endBeforeStart}`,
              { field: 'shipment.estimatedArrival' },
            );
          }
          const now = iso();
          const { estimatedArrival } = changes;
          const moved =
            estimatedArrival !== undefined &&
            Date.parse(estimatedArrival) !== Date.parse(current.estimatedArrival);
          return {
            fields: { ...changes, updatedAt: now },
            arrival: moved ? { at: now, estimatedArrival } : undefined,
          };
        }),
      );
      return published(record, id);
    },

    /** canceled now and kept; a canceled shipment takes no more changes */
    async cancel(id: number, linkOrigin: string) {
      const record = await store.change(
        id,
        withNotices(linkOrigin, (current) => {
          if (current.canceledAt) throw canceledError();
          return { fields: { canceledAt: iso(), updatedAt: iso() } };
        }),
      );
      return published(record, id);
    },

    /** the shipment's status becomes its latest event's */
    async addEvent(id: number, event: AddShipmentEventBody['event'], linkOrigin: string) {
      const now = deps.now().getTime();
      if (Date.parse(event.at) > now + FUTURE_SLACK_MS) {
        throw new ApiError(422, 'inFuture', `event.at: ${shipmentMessages.inFuture}`, {
          field: 'event.at',
        });
      }
      const record = await store.change(
        id,
        withNotices(linkOrigin, (current) => {
          if (current.canceledAt) throw canceledError();
          if (Date.parse(event.at) < Date.parse(current.bookedAt)) {
            throw new ApiError(
              422,
              'beforeBooking',
              `event.at: ${shipmentMessages.beforeBooking}`,
              { field: 'event.at' },
            );
          }
          return { fields: { updatedAt: iso() }, event };
        }),
      );
      return published(record, id);
    },

    async remove(id: number) {
      const record = await store.get(id);
      if (!record || !(await store.remove(id))) throw unknownShipment(id);
      // its documents (api/modules/shipment-documents) are nobody's now: they go too
      await deps.stores.shipmentDocuments.removeOwner(shipmentDocumentsOwner(id));
      await published(record, id);
      return { ok: true as const };
    },

    /**
     * The public look-up of a valid number: one indexed read, then the reply built, found or not
     * (the same work either way); 404 when there is no such shipment.
     */
    async track(trackingNumber: string): Promise<TrackingReply> {
      const record = await store.findByTrackingNumber(trackingNumber);
      const reply = publicView(record ?? placeholder);
      if (!record)
        throw notFound(`number: no shipment has the number ${trackingNumber}`, { field: 'number' });
      return reply;
    },

    /** GET /api/table/dispatched-orders: the shipments in progress, newest booking first */
    async dispatchedOrders(): Promise<DispatchedOrder[]> {
      const items = await store.listInProgress(DISPATCHED_ROWS);
      const operator = await operatorsOf(items.map((item) => item.operatorId));
      return items
        .flatMap((item) => {
          const status = dispatchedStatusOf(item.status, item.canceledAt !== null);
          return status ? [{ item, status }] : [];
        })
        .map(({ item, status }) => dispatchedRow(item, status, operator(item.operatorId)));
    },
  };
}

const statusColors = { Moving: 'success', Pending: 'warning', Canceled: 'danger' } as const;

function dispatchedRow(
  item: ShipmentSummaryRecord,
  status: 'Moving' | 'Pending' | 'Canceled',
  operator: Operator,
): DispatchedOrder {
  return {
    orderNo: item.id,
    status,
    statusColor: statusColors[status],
    operator: operator?.name ?? '',
    operatorImg: operator?.avatar ?? '',
    location: item.lastEvent.place,
    distance: `${distanceKm(item.origin, item.destination).toLocaleString('en-US')} km`,
    distPercent: status === 'Moving' ? shipmentProgress[item.status] : 0,
    startDate: item.plannedDeparture,
    estDelDate: item.estimatedArrival.slice(0, 10),
  };
}
