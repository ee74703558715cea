import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { Cargo, Party, Place, ShipmentMode, ShipmentStatus } from './contract';
import { authUsers } from '../auth/sql-tables.server';
import { companies } from '../companies/sql-tables.server';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Shipments (migrations 0198 and 0201, docs/decisions/0066). Places, parties and cargo are JSON
 * documents (read and written whole); what the list filters and sorts on is a column. `status` is
 * derived: the status of the latest event (by `at`, then id), set in the same transaction as each
 * event. A shipment may belong to a customer company, which cannot be deleted while it does.
 */
export const shipments = pgTable(
  'shipments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    trackingNumber: text('tracking_number').notNull().unique(),
    mode: text('mode').$type<ShipmentMode>().notNull(),
    status: text('status').$type<ShipmentStatus>().notNull(),
    origin: jsonb('origin').$type<Place>().notNull(),
    destination: jsonb('destination').$type<Place>().notNull(),
    shipper: jsonb('shipper').$type<Party>().notNull(),
    consignee: jsonb('consignee').$type<Party>().notNull(),
    cargo: jsonb('cargo').$type<Cargo>().notNull(),
    /** null when the operator's account is gone */
    operatorId: integer('operator_id').references(() => authUsers.id, { onDelete: 'set null' }),
    companyId: integer('company_id').references(() => companies.id),
    plannedDeparture: at('planned_departure').notNull(),
    estimatedArrival: at('estimated_arrival').notNull(),
    bookedAt: at('booked_at').notNull(),
    canceledAt: at('canceled_at'),
    updatedAt: at('updated_at').notNull(),
  },
  (table) => [
    index('shipments_booked_at_idx').on(table.bookedAt),
    index('shipments_status_idx').on(table.status),
    index('shipments_company_idx').on(table.companyId, table.bookedAt),
  ],
);

/** A shipment's timeline: gone with the shipment. */
export const shipmentEvents = pgTable(
  'shipment_events',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    shipmentId: integer('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    at: at('at').notNull(),
    status: text('status').$type<ShipmentStatus>().notNull(),
    place: text('place').notNull(),
    note: text('note').notNull().default(''),
  },
  (table) => [index('shipment_events_shipment_idx').on(table.shipmentId, table.at, table.id)],
);

/**
 * A shipment's estimates of its arrival (migration 0203), in the order they were made: the
 * booking's, then each change of `estimated_arrival`. Gone with the shipment.
 */
export const shipmentArrivals = pgTable(
  'shipment_arrivals',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    shipmentId: integer('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    at: at('at').notNull(),
    estimatedArrival: at('estimated_arrival').notNull(),
  },
  (table) => [index('shipment_arrivals_shipment_idx').on(table.shipmentId, table.id)],
);
