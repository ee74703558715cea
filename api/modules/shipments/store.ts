import type { Shipment, ShipmentEvent, ShipmentListQuery, ShipmentSummary } from './contract';

/**
 * A shipment as stored: the contract's shipment with its operator's account id instead of the
 * operator (the service reads the name and avatar from the accounts) and without `progress`
 * (computed from the status). `status` is derived: the status of the latest event (by `at`,
 * then id), kept by the store in the same write as each event.
 */
export type ShipmentRecord = Omit<Shipment, 'operator' | 'progress'> & {
  operatorId: number | null;
};
export type ShipmentSummaryRecord = Omit<ShipmentSummary, 'operator' | 'progress'> & {
  operatorId: number | null;
};

/** A new shipment: everything but its id and events, and its first event. */
export type NewShipment = Omit<ShipmentRecord, 'id' | 'status' | 'events'> & {
  firstEvent: Omit<ShipmentEvent, 'id'>;
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
      | 'plannedDeparture'
      | 'estimatedArrival'
      | 'canceledAt'
      | 'updatedAt'
    >
  >;
  event?: Omit<ShipmentEvent, 'id'>;
}

/**
 * The shipments and their events. Two adapters: api/modules/shipments/memory-store.ts and
 * api/modules/shipments/sql-store.server.ts. Ids are the highest ever given + 1, never reused.
 */
export interface ShipmentsStore {
  /**
   * One page of the staff list (q, status, mode, sort and paging of the contract; the status
   * `canceled` lists the canceled ones, any other leaves them out), and how many match in all.
   * In the database on SQL.
   */
  list(query: ShipmentListQuery): Promise<{ total: number; items: ShipmentSummaryRecord[] }>;
  /** the shipments in progress for the dispatched-orders table: canceled or not delivered, newest booking first */
  listInProgress(limit: number): Promise<ShipmentSummaryRecord[]>;
  /** with its events, oldest first; undefined when there is none */
  get(id: number): Promise<ShipmentRecord | undefined>;
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
