import {
  and,
  asc,
  desc,
  eq,
  ilike,
  inArray,
  isNotNull,
  isNull,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { ShipmentEvent, ShipmentListQuery } from './contract';
import { normalizeTrackingNumber } from './contract-tracking-number';
import type { ShipmentRecord, ShipmentSummaryRecord, ShipmentsStore } from './store';
import { shipmentsSeed } from './seed';
import type { SqlConnection, SqlDb } from '../../platform/sql/connection.server';
import { containsPattern } from '../../platform/sql/contains-pattern';
import { removeRow, violatedConstraint } from '../../platform/sql/patch-row.server';
import { shipmentArrivals, shipmentEvents, shipments } from './sql-tables.server';
import { seedTable } from '../../platform/sql/seed.server';
import type { SqlOutbox } from '../../platform/sql/outbox.server';

type Row = typeof shipments.$inferSelect;
type EventRow = typeof shipmentEvents.$inferSelect;

const orders: Record<ShipmentListQuery['sort'], SQL[]> = {
  'booked-desc': [desc(shipments.bookedAt)],
  'departure-asc': [asc(shipments.plannedDeparture)],
  'departure-desc': [desc(shipments.plannedDeparture)],
  'arrival-asc': [asc(shipments.estimatedArrival)],
  'arrival-desc': [desc(shipments.estimatedArrival)],
  'tracking-asc': [sql`${shipments.trackingNumber} COLLATE "C" ASC`],
};

const iso = (date: Date) => date.toISOString();

function toEvent({ id, at, status, place, note }: EventRow): ShipmentEvent {
  return { id, at: iso(at), status, place, note };
}

function toRecord(row: Row) {
  return {
    ...row,
    plannedDeparture: iso(row.plannedDeparture),
    estimatedArrival: iso(row.estimatedArrival),
    bookedAt: iso(row.bookedAt),
    canceledAt: row.canceledAt && iso(row.canceledAt),
    updatedAt: iso(row.updatedAt),
  };
}

type DateField = 'plannedDeparture' | 'estimatedArrival' | 'bookedAt' | 'canceledAt' | 'updatedAt';
const dateFields: DateField[] = [
  'plannedDeparture',
  'estimatedArrival',
  'bookedAt',
  'canceledAt',
  'updatedAt',
];
/** a record's fields as columns: the ISO dates as dates, the rest as they are */
type Columns<T> = { [K in keyof T]: K extends DateField ? Exclude<T[K], string> | Date : T[K] };

function toColumns<T extends Partial<Record<DateField, string | null>>>(fields: T): Columns<T> {
  const columns: Record<string, unknown> = { ...fields };
  for (const key of dateFields) {
    const value = fields[key];
    if (typeof value === 'string') columns[key] = new Date(value);
  }
  return columns as Columns<T>;
}

function where({ q, status, mode, company }: ShipmentListQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    mode ? eq(shipments.mode, mode) : undefined,
    company === undefined ? undefined : eq(shipments.companyId, company),
  ];
  if (status === 'canceled') conditions.push(isNotNull(shipments.canceledAt));
  else if (status) conditions.push(eq(shipments.status, status), isNull(shipments.canceledAt));
  if (q) {
    const pattern = containsPattern(q);
    const number = normalizeTrackingNumber(q);
    conditions.push(
      or(
        number ? ilike(shipments.trackingNumber, containsPattern(number)) : undefined,
        ilike(sql`${shipments.origin}->>'name'`, pattern),
        ilike(sql`${shipments.destination}->>'name'`, pattern),
        ilike(sql`${shipments.shipper}->>'name'`, pattern),
        ilike(sql`${shipments.consignee}->>'name'`, pattern),
        ilike(sql`${shipments.cargo}->>'description'`, pattern),
      ),
    );
  }
  return and(...conditions);
}

type Tx = Parameters<Parameters<SqlDb['transaction']>[0]>[0];

/** the shipment with its events and arrival history (oldest first); the row locked when `lock` */
async function read(tx: SqlDb | Tx, by: SQL, lock = false): Promise<ShipmentRecord | undefined> {
  const query = tx.select().from(shipments).where(by);
  const [row] = await (lock ? query.for('update') : query);
  if (!row) return undefined;
  const events = await tx
    .select()
    .from(shipmentEvents)
    .where(eq(shipmentEvents.shipmentId, row.id))
    .orderBy(asc(shipmentEvents.at), asc(shipmentEvents.id));
  const arrivals = await tx
    .select()
    .from(shipmentArrivals)
    .where(eq(shipmentArrivals.shipmentId, row.id))
    .orderBy(asc(shipmentArrivals.id));
  return {
    ...toRecord(row),
    events: events.map(toEvent),
    arrivalHistory: arrivals.map((arrival) => ({
      at: iso(arrival.at),
      estimatedArrival: iso(arrival.estimatedArrival),
    })),
  };
}

/** an estimate of the arrival as a row of the shipment's history */
const arrivalRow = (shipmentId: number, arrival: { at: string; estimatedArrival: string }) => ({
  shipmentId,
  at: new Date(arrival.at),
  estimatedArrival: new Date(arrival.estimatedArrival),
});

/** rows with their latest event each (one query for the page's events) */
async function summaries(db: SqlDb, rows: Row[]): Promise<ShipmentSummaryRecord[]> {
  if (rows.length === 0) return [];
  const latest = await db
    .selectDistinctOn([shipmentEvents.shipmentId])
    .from(shipmentEvents)
    .where(
      inArray(
        shipmentEvents.shipmentId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(shipmentEvents.shipmentId, desc(shipmentEvents.at), desc(shipmentEvents.id));
  const byShipment = new Map(latest.map((event) => [event.shipmentId, toEvent(event)]));
  return rows.map((row) => ({ ...toRecord(row), lastEvent: byShipment.get(row.id)! }));
}

/** sets the derived status: the latest event's (by `at`, then id) */
const refreshStatus = (tx: Tx, id: number) =>
  tx.execute(
    sql`UPDATE shipments SET status = (SELECT status FROM shipment_events WHERE shipment_id = ${id} ORDER BY at DESC, id DESC LIMIT 1) WHERE id = ${id}`,
  );

/** `outbox`: where a change's messages (change.outbox) are queued, in the change's transaction */
export function sqlShipmentsStore(db: SqlDb, outbox: SqlOutbox): ShipmentsStore {
  return {
    async list(query) {
      const rows = await db
        .select({ row: shipments, total: sql<number>`count(*) over ()` })
        .from(shipments)
        .where(where(query))
        .orderBy(...orders[query.sort], desc(shipments.id))
        .limit(query.perPage)
        .offset((query.page - 1) * query.perPage);
      return {
        total: Number(rows[0]?.total ?? 0),
        items: await summaries(
          db,
          rows.map(({ row }) => row),
        ),
      };
    },
    async listInProgress(limit) {
      const rows = await db
        .select()
        .from(shipments)
        .where(or(isNotNull(shipments.canceledAt), ne(shipments.status, 'delivered')))
        .orderBy(desc(shipments.bookedAt), desc(shipments.id))
        .limit(limit);
      return summaries(db, rows);
    },
    // by id and company in one query: another company's shipment is read as none is
    get: (id, companyId) =>
      read(
        db,
        companyId === undefined
          ? eq(shipments.id, id)
          : and(eq(shipments.id, id), eq(shipments.companyId, companyId))!,
      ),
    findByTrackingNumber: (trackingNumber) =>
      read(db, eq(shipments.trackingNumber, trackingNumber)),
    async insert({ firstEvent, firstArrival, outbox: queued, ...shipment }) {
      try {
        return await db.transaction(async (tx) => {
          const [{ id }] = await tx
            .insert(shipments)
            .values({ ...toColumns(shipment), status: firstEvent.status })
            .returning({ id: shipments.id });
          await tx
            .insert(shipmentEvents)
            .values({ ...firstEvent, at: new Date(firstEvent.at), shipmentId: id });
          await tx.insert(shipmentArrivals).values(arrivalRow(id, firstArrival));
          if (queued) {
            const { at, messages } = queued(id);
            await outbox.enqueue(tx, messages, at);
          }
          return (await read(tx, eq(shipments.id, id)))!;
        });
      } catch (error) {
        if (violatedConstraint(error) === 'shipments_tracking_number_key') return 'taken';
        throw error;
      }
    },
    change(id, decide) {
      return db.transaction(async (tx) => {
        const current = await read(tx, eq(shipments.id, id), true);
        if (!current) return undefined;
        const { fields, event, arrival, outbox: queued } = decide(current);
        if (fields && Object.keys(fields).length) {
          await tx.update(shipments).set(toColumns(fields)).where(eq(shipments.id, id));
        }
        if (event) {
          await tx
            .insert(shipmentEvents)
            .values({ ...event, at: new Date(event.at), shipmentId: id });
          await refreshStatus(tx, id);
        }
        if (arrival) await tx.insert(shipmentArrivals).values(arrivalRow(id, arrival));
        if (queued) await outbox.enqueue(tx, queued.messages, queued.at);
        return read(tx, eq(shipments.id, id));
      });
    },
    remove: (id) => removeRow(db, shipments, id),
  };
}

/** The sample shipments (api/modules/shipments/seed.ts) when the table is empty, dated from `now`. */
export async function seedShipments(conn: SqlConnection, now: Date) {
  await seedTable(conn, 'shipments', async () => {
    const seed = shipmentsSeed(now);
    await conn.db.insert(shipments).values(
      seed.map(({ events: _events, arrivalHistory: _arrivals, ...shipment }) => ({
        ...toColumns(shipment),
        id: shipment.id,
      })),
    );
    await conn.db
      .insert(shipmentArrivals)
      .values(
        seed.flatMap((shipment) =>
          shipment.arrivalHistory.map((arrival) => arrivalRow(shipment.id, arrival)),
        ),
      );
    await conn.db.insert(shipmentEvents).values(
      seed.flatMap((shipment) =>
        shipment.events.map((event) => ({
          ...event,
          at: new Date(event.at),
          shipmentId: shipment.id,
        })),
      ),
    );
    for (const table of ['shipment_events', 'shipment_arrivals']) {
      await conn.exec(
        `SELECT setval(pg_get_serial_sequence('${table}', 'id'), GREATEST((SELECT max(id) FROM ${table}), 1))`,
      );
    }
  });
}
