import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { CalendarLabel } from '../../../contract/calendar';

export const calendarEvents = pgTable('calendar_events', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  title: text('title').notNull(),
  startDate: timestamp('start_date', { withTimezone: true, mode: 'date' }).notNull(),
  endDate: timestamp('end_date', { withTimezone: true, mode: 'date' }).notNull(),
  url: text('url').notNull(),
  classes: text('classes').notNull(),
  label: text('label').$type<CalendarLabel['value']>().notNull(),
});

export const calendarLabels = pgTable('calendar_labels', {
  value: text('value').$type<CalendarLabel['value']>().primaryKey(),
  text: text('text').notNull(),
  color: text('color').$type<CalendarLabel['color']>().notNull(),
  position: integer('position').notNull(),
});
