import type {
  Shipment,
  ShipmentArrival,
  ShipmentEvent,
  ShipmentListQuery,
  ShipmentSummary,
} from './contract';
import type { NewOutboxMessage } from '../../platform/outbox';

/**
 * Messages for the outbox (docs/decisions/0074) that a write queues in its own transaction: the
 * shipment's status mails go if and only if the change is saved.
 */
export interface OutboxWrite {
  at: Date;
  messages: readonly NewOutboxMessage[];
}

/**
 * A shipment as stored: the contract's shipment with its operator's account id instead of the
 * operator (the service reads the name and avatar from the accounts), without `progress`
 * (computed from the status), and with its arrival history (each estimate of the arrival, oldest
 * first: the booking's, then each change). `status` is derived: the status of the latest event
 * (by `at`, then id), kept by the store in the same write as each event.
 */
export type ShipmentRecord = Omit<Shipment, 'operator' | 'progress'> & {
  operatorId: number | null;
  arrivalHistory: ShipmentArrival[];
};
export type ShipmentSummaryRecord = Omit<
  ShipmentSummary,
  'operator' | 'progress' | 'companyName'
> & {
  operatorId: number | null;
};

/** A new shipment: everything but its id, events and arrival history, and the first of each. */
export type NewShipment = Omit<ShipmentRecord, 'id' | 'status' | 'events' | 'arrivalHistory'> & {
  firstEvent: Omit<ShipmentEvent, 'id'>;
  firstArrival: ShipmentArrival;
  /** messages queued in the same transaction, given the new shipment's id */
  outbox?: (id: number) => OutboxWrite;
};

/** What one atomic change may set: fields of the shipment, and one event to add. */
export interface ShipmentChange {
  fields?: Partial<
    Pick<
      ShipmentRecord,
      | 'mode'
      | 'origin'
      | 'destination'
      | 'shipper'
      | 'consignee'
      | 'cargo'
      | 'operatorId'
      | 'companyId'
      | 'plannedDeparture'
      | 'estimatedArrival'
      | 'canceledAt'
      | 'updatedAt'
    >
  >;
  event?: Omit<ShipmentEvent, 'id'>;
  /** a new estimate of the arrival, added to the arrival history */
  arrival?: ShipmentArrival;
  /** messages queued in the same transaction (the status mails' fan-out) */
  outbox?: OutboxWrite;
}

/**
 * The shipments and their events. Two adapters: api/modules/shipments/memory-store.ts and
 * api/modules/shipments/sql-store.server.ts. Ids are the highest ever given + 1, never reused.
 */
export interface ShipmentsStore {
  /**
   * One page of the staff list (q, status, mode, company, sort and paging of the contract; the
   * status `canceled` lists the canceled ones, any other leaves them out), and how many match in
   * all. In the database on SQL. The customer's portal reads its company's page so too.
   */
  list(query: ShipmentListQuery): Promise<{ total: number; items: ShipmentSummaryRecord[] }>;
  /** the shipments in progress for the dispatched-orders table: canceled or not delivered, newest booking first */
  listInProgress(limit: number): Promise<ShipmentSummaryRecord[]>;
  /**
   * With its events and arrival history, oldest first; undefined when there is none. With
   * `companyId`, only a shipment of that company: one read by both (on SQL one query), so that
   * another company's shipment and none at all are looked up alike (the portal's 404).
   */
  get(id: number, companyId?: number): Promise<ShipmentRecord | undefined>;
  /** one indexed read by the (normalized) tracking number */
  findByTrackingNumber(trackingNumber: string): Promise<ShipmentRecord | undefined>;
  /** the new shipment, or 'taken' (nothing stored) when its tracking number is in use */
  insert(shipment: NewShipment): Promise<ShipmentRecord | 'taken'>;
  /**
   * One atomic change: `decide` reads the shipment as it is now (the row locked on SQL) and
   * answers what to change, or throws to refuse (nothing changes). Answers the shipment after the
   * change, undefined when there is no such shipment.
   */
  change(
    id: number,
    decide: (current: ShipmentRecord) => ShipmentChange,
  ): Promise<ShipmentRecord | undefined>;
  /** false when there is no such shipment */
  remove(id: number): Promise<boolean>;
}

/** The status of the latest event: by `at`, then by id (the store's one rule for `status`). */
export function latestEvent<T extends { at: string; id: number }>(events: readonly T[]): T {
  return events.reduce((latest, event) =>
    Date.parse(event.at) > Date.parse(latest.at) ||
    (Date.parse(event.at) === Date.parse(latest.at) && event.id > latest.id)
      ? event
      : latest,
  );
}
