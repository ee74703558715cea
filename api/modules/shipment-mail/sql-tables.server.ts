import { integer, pgTable, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { authUsers } from '../auth/sql-tables.server';
import type { CompanyMailLanguage } from '../companies/contract';
import { shipments } from '../shipments/sql-tables.server';
import type { ShipmentMailChoice } from './contract';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Visitors who follow a shipment by e-mail (migration 0230, docs/decisions/0075): a request holds
 * its confirmation token's hash until it is used; confirmed, `confirmed_at` is set. They go with
 * their shipment.
 */
export const shipmentFollowers = pgTable(
  'shipment_followers',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    shipmentId: integer('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    language: text('language').$type<CompanyMailLanguage>().notNull(),
    tokenHash: text('token_hash'),
    requestedAt: at('requested_at').notNull(),
    confirmedAt: at('confirmed_at'),
  },
  (table) => [
    unique('shipment_followers_address').on(table.shipmentId, table.email),
    uniqueIndex('shipment_followers_token_idx')
      .on(table.tokenHash)
      .where(sql`token_hash IS NOT NULL`),
  ],
);

/** A customer company person's choice of status mail; none stored: DEFAULT_SHIPMENT_MAIL. */
export const shipmentMailChoices = pgTable('shipment_mail_choices', {
  personId: integer('person_id')
    .primaryKey()
    .references(() => authUsers.id, { onDelete: 'cascade' }),
  choice: text('choice').$type<ShipmentMailChoice>().notNull(),
});
