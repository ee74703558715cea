import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import type { Mail } from '../mail';
import type { OutboxStatus } from '../outbox';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The mail outbox (migration 0210-outbox.sql, docs/decisions/0074): one row per mail to send,
 * claimed by a worker for a lease (`claimed_until`), numbered holds (`claim`).
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    kind: text('kind').notNull(),
    dedupeKey: text('dedupe_key'),
    mail: jsonb('mail').$type<Mail>().notNull(),
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
