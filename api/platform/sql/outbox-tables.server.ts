import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import type { Mail } from '../mail';
import type { OutboxFanOutData, OutboxStatus } from '../outbox';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The mail outbox (migration 0210-outbox.sql, docs/decisions/0074): one row per mail to send,
 * or fan-out (migration 0211), claimed by a worker for a lease (`claimed_until`), numbered holds
 * (`claim`).
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    kind: text('kind').notNull(),
    dedupeKey: text('dedupe_key'),
    // one of the two (migration 0211): a mail, or a fan-out that the worker turns into mails
    mail: jsonb('mail').$type<Mail>(),
    fanOut: jsonb('fan_out').$type<OutboxFanOutData>(),
    status: text('status').$type<OutboxStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: at('next_attempt_at').notNull(),
    claim: integer('claim').notNull().default(0),
    claimedUntil: at('claimed_until'),
    createdAt: at('created_at').notNull(),
    sentAt: at('sent_at'),
    lastError: text('last_error'),
  },
  (table) => [
    unique('outbox_messages_dedupe').on(table.kind, table.dedupeKey),
    index('outbox_messages_due_idx')
      .on(table.nextAttemptAt, table.id)
      .where(sql`status = 'pending'`),
    index('outbox_messages_sent_idx')
      .on(table.sentAt)
      .where(sql`status = 'sent'`),
  ],
);
