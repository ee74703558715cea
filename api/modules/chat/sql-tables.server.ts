import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { authUsers } from '../auth/sql-tables.server';

/**
 * The chat between people (migrations/0170-chat-between-people.sql, docs/decisions/0053): a
 * thread between two accounts, the lower id first, each with their own pin.
 */
export const chatThreads = pgTable(
  'chat_threads',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    lowId: integer('low_id')
      .notNull()
      .references(() => authUsers.id),
    highId: integer('high_id')
      .notNull()
      .references(() => authUsers.id),
    lowPinned: boolean('low_pinned').notNull().default(false),
    highPinned: boolean('high_pinned').notNull().default(false),
  },
  (table) => [
    uniqueIndex('chat_threads_pair_key').on(table.lowId, table.highId),
    index('chat_threads_high_idx').on(table.highId),
    check('chat_threads_check', sql`${table.lowId} < ${table.highId}`),
  ],
);

/** A message: its sender (the receiver is the thread's other person) and whether they saw it. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    threadId: integer('thread_id')
      .notNull()
      .references(() => chatThreads.id, { onDelete: 'cascade' }),
    senderId: integer('sender_id')
      .notNull()
      .references(() => authUsers.id),
    textContent: text('text_content').notNull(),
    time: timestamp('time', { withTimezone: true, mode: 'date' }).notNull(),
    isSeen: boolean('is_seen').notNull().default(false),
  },
  (table) => [
    index('chat_messages_thread_idx').on(table.threadId, table.id),
    index('chat_messages_unseen_idx')
      .on(table.threadId)
      .where(sql`NOT ${table.isSeen}`),
  ],
);
