import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { ContactService } from './contract';
import { emailMails } from '../email/sql-tables.server';

/** Messages sent with the website's contact form; each became a mail in the staff inbox. */
export const contactMessages = pgTable('contact_messages', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  company: text('company').notNull(),
  service: text('service').$type<ContactService>().notNull(),
  message: text('message').notNull(),
  mailId: integer('mail_id').references(() => emailMails.id, { onDelete: 'set null' }),
  receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull(),
});
