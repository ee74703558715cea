import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { ChatContact } from '../../../contract/chat';

export const chatContacts = pgTable('chat_contacts', {
  uid: integer('uid').primaryKey(),
  displayName: text('display_name').notNull(),
  about: text('about').notNull(),
  photoURL: text('photo_url').notNull(),
  status: text('status').$type<ChatContact['status']>().notNull(),
});

export const chatThreads = pgTable('chat_threads', {
  contactId: integer('contact_id')
    .primaryKey()
    .references(() => chatContacts.uid, { onDelete: 'cascade' }),
  isPinned: boolean('is_pinned').notNull(),
});

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    contactId: integer('contact_id')
      .notNull()
      .references(() => chatThreads.contactId, { onDelete: 'cascade' }),
    textContent: text('text_content').notNull(),
    time: timestamp('time', { withTimezone: true, mode: 'date' }).notNull(),
    isSent: boolean('is_sent').notNull(),
    isSeen: boolean('is_seen').notNull(),
  },
  (table) => [index('chat_messages_contact_idx').on(table.contactId, table.id)],
);
