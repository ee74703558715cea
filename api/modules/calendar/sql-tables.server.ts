import { boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { CalendarLabel } from './contract';
import { authUsers } from '../auth/sql-tables.server';

export const calendarEvents = pgTable('calendar_events', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  title: text('title').notNull(),
  startDate: timestamp('start_date', { withTimezone: true, mode: 'date' }).notNull(),
  endDate: timestamp('end_date', { withTimezone: true, mode: 'date' }).notNull(),
  allDay: boolean('all_day').notNull().default(false),
  url: text('url').notNull(),
  description: text('description').notNull().default(''),
  classes: text('classes').notNull(),
  label: text('label').$type<CalendarLabel['value']>().notNull(),
  /** the person who created the event; null for the sample events (migration 0185) */
  createdBy: integer('created_by').references(() => authUsers.id, { onDelete: 'set null' }),
});

export const calendarLabels = pgTable('calendar_labels', {
  value: text('value').$type<CalendarLabel['value']>().primaryKey(),
  text: text('text').notNull(),
  color: text('color').$type<CalendarLabel['color']>().notNull(),
  position: integer('position').notNull(),
});

/** Each person's secret of the calendar feed (docs/decisions/0057): one a person. */
export const calendarFeedLinks = pgTable('calendar_feed_links', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => authUsers.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
});
