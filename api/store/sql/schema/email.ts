import { boolean, integer, jsonb, pgTable, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { MailFolder, MailLabel } from '../../../contract/email';

/** Mails and their replies: a reply is a row with the mail it answers as parent and no folder (''). */
export const emailMails = pgTable('email_mails', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  parentId: integer('parent_id').references((): AnyPgColumn => emailMails.id, { onDelete: 'cascade' }),
  sender: text('sender').notNull(),
  senderName: text('sender_name').notNull(),
  to: jsonb('to_addresses').$type<string[]>().notNull(),
  cc: jsonb('cc').$type<string[]>().notNull(),
  bcc: jsonb('bcc').$type<string[]>().notNull(),
  img: text('img').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  attachments: jsonb('attachments').$type<string[]>().notNull(),
  isStarred: boolean('is_starred').notNull(),
  labels: jsonb('labels').$type<MailLabel[]>().notNull(),
  time: timestamp('time', { withTimezone: true, mode: 'date' }).notNull(),
  mailFolder: text('mail_folder').$type<MailFolder | ''>().notNull(),
  unread: boolean('unread').notNull(),
});

export const emailTags = pgTable('email_tags', {
  value: text('value').$type<MailLabel>().primaryKey(),
  text: text('text').notNull(),
  color: text('color').notNull(),
  position: integer('position').notNull(),
});
