import {
  boolean,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { MailFolder, MailLabel } from './contract';

/**
 * Mails and their replies: a reply is a row with the mail it answers as parent and no folder ('').
 * A mail the staff sent is a mail of `sent`; when it answers a mail, in_reply_to names it.
 */
export const emailMails = pgTable('email_mails', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  parentId: integer('parent_id').references((): AnyPgColumn => emailMails.id, {
    onDelete: 'cascade',
  }),
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
  /** what became of a mail the staff sent (migration 0175): all three set, or none */
  deliveryState: text('delivery_state').$type<'sent' | 'failed'>(),
  deliveryError: text('delivery_error'),
  deliveryAt: timestamp('delivery_at', { withTimezone: true, mode: 'date' }),
  /** the mail answered; null once it is deleted for ever */
  inReplyTo: integer('in_reply_to').references((): AnyPgColumn => emailMails.id, {
    onDelete: 'set null',
  }),
  /** the mail forwarded; null once it is deleted for ever */
  forwardOf: integer('forward_of').references((): AnyPgColumn => emailMails.id, {
    onDelete: 'set null',
  }),
});

export const emailTags = pgTable('email_tags', {
  value: text('value').$type<MailLabel>().primaryKey(),
  text: text('text').notNull(),
  color: text('color').notNull(),
  position: integer('position').notNull(),
});
