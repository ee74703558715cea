import { normalizeTrackingNumber } from './contract-tracking-number';
import type { ShipmentListQuery } from './contract';
import {
  latestEvent,
  type ShipmentRecord,
  type ShipmentSummaryRecord,
  type ShipmentsStore,
} from './store';
import { idCounter } from '../../platform/memory/ids';
import type { MemoryOutbox } from '../../platform/memory/outbox';
import type { OutboxWrite } from './store';

const time = (iso: string) => Date.parse(iso);

/** the list's orders; ties by id, newest first */
const sorts: Record<ShipmentListQuery['sort'], (a: ShipmentRecord, b: ShipmentRecord) => number> = {
  'booked-desc': (a, b) => time(b.bookedAt) - time(a.bookedAt),
  'departure-asc': (a, b) => time(a.plannedDeparture) - time(b.plannedDeparture),
  'departure-desc': (a, b) => time(b.plannedDeparture) - time(a.plannedDeparture),
  'arrival-asc': (a, b) => time(a.estimatedArrival) - time(b.estimatedArrival),
  'arrival-desc': (a, b) => time(b.estimatedArrival) - time(a.estimatedArrival),
  'tracking-asc': (a, b) =>
    a.trackingNumber < b.trackingNumber ? -1 : a.trackingNumber > b.trackingNumber ? 1 : 0,
};

function matches(row: ShipmentRecord, { q, status, mode, company }: ShipmentListQuery) {
  if (mode && row.mode !== mode) return false;
  if (company !== undefined && row.companyId !== company) return false;
  if (
    status === 'canceled' ? !row.canceledAt : status && (row.canceledAt || row.status !== status)
  ) {
    return false;
  }
  if (!q) return true;
  const needle = q.toLowerCase();
  const number = normalizeTrackingNumber(q);
  return (
    (number !== '' && row.trackingNumber.includes(number)) ||
    [
      row.origin.name,
      row.destination.name,
      row.shipper.name,
      row.consignee.name,
      row.cargo.description,
    ].some((value) => value.toLowerCase().includes(needle))
  );
}

function summary(row: ShipmentRecord): ShipmentSummaryRecord {
  const { events, arrivalHistory: _arrivals, ...rest } = structuredClone(row);
  return { ...rest, lastEvent: latestEvent(events) };
}

/**
 * Shipments by id, copies in and out. Every method reads and writes without an await in between,
 * so a check (canceled, the merged dates) and the write it allows cannot be split by another
 * request.
 */
export function memoryShipmentsStore(
  rows: ShipmentRecord[] = [],
  /** where a change's messages (change.outbox) are queued; without it, they are dropped */
  outbox?: MemoryOutbox,
): ShipmentsStore {
  const byId = new Map(rows.map((row) => [row.id, structuredClone(row)]));
  const nextId = idCounter(rows);
  const nextEventId = idCounter(rows.flatMap((row) => row.events));
  const out = (row: ShipmentRecord | undefined) => (row ? structuredClone(row) : undefined);
  const inProgress = (row: ShipmentRecord) => row.canceledAt !== null || row.status !== 'delivered';
  const queue = async (queued: OutboxWrite | undefined) => {
    if (queued && outbox) {
      await outbox.transaction((tx) => outbox.enqueue(tx, queued.messages, queued.at));
    }
  };
  return {
    async list(query) {
      const found = [...byId.values()]
        .filter((row) => matches(row, query))
        .sort((a, b) => sorts[query.sort](a, b) || b.id - a.id);
      const start = (query.page - 1) * query.perPage;
      return { total: found.length, items: found.slice(start, start + query.perPage).map(summary) };
    },
    async listInProgress(limit) {
      return [...byId.values()]
        .filter(inProgress)
        .sort((a, b) => sorts['booked-desc'](a, b) || b.id - a.id)
        .slice(0, limit)
        .map(summary);
    },
    async get(id, companyId) {
      const row = byId.get(id);
      return out(companyId === undefined || row?.companyId === companyId ? row : undefined);
    },
    async findByTrackingNumber(trackingNumber) {
      return out([...byId.values()].find((row) => row.trackingNumber === trackingNumber));
    },
    async insert({ firstEvent, firstArrival, outbox: queued, ...shipment }) {
      if ([...byId.values()].some((row) => row.trackingNumber === shipment.trackingNumber)) {
        return 'taken';
      }
      const id = nextId();
      const row: ShipmentRecord = {
        ...structuredClone(shipment),
        id,
        status: firstEvent.status,
        events: [{ ...firstEvent, id: nextEventId() }],
        arrivalHistory: [structuredClone(firstArrival)],
      };
      byId.set(id, row);
      await queue(queued?.(id));
      return structuredClone(row);
    },
    async change(id, decide) {
      const row = byId.get(id);
      if (!row) return undefined;
      const { fields, event, arrival, outbox: queued } = decide(structuredClone(row));
      const next = { ...row, ...structuredClone(fields ?? {}), id };
      if (arrival) next.arrivalHistory = [...row.arrivalHistory, structuredClone(arrival)];
      if (event) {
        next.events = [...row.events, { ...structuredClone(event), id: nextEventId() }].sort(
          (a, b) => time(a.at) - time(b.at) || a.id - b.id,
        );
        next.status = latestEvent(next.events).status;
      }
      byId.set(id, next);
      const changed = out(next);
      await queue(queued);
      return changed;
    },
    async remove(id) {
      return byId.delete(id);
    },
  };
}
