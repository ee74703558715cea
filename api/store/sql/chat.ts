import { asc, eq } from 'drizzle-orm';
import type { ChatMessage } from '../../contract/chat';
import type { ChatStore, StoredThread } from '../../modules/chat/store';
import { chatContactsSeed, chatThreadsSeed } from '../../seed/chat';
import type { SqlConnection, SqlDb } from './connection';
import { chatContacts, chatMessages, chatThreads } from './schema/chat';
import { seedTable } from './seed';

type MessageRow = typeof chatMessages.$inferSelect;

const toMessage = (row: MessageRow): ChatMessage => ({
  textContent: row.textContent,
  time: row.time.toISOString(),
  isSent: row.isSent,
  isSeen: row.isSeen,
});

const toRow = (contactId: number, msg: ChatMessage) => ({
  contactId,
  textContent: msg.textContent,
  time: new Date(msg.time),
  isSent: msg.isSent,
  isSeen: msg.isSeen,
});

/** Seeds contacts, then (when they are empty) the threads and their messages, dated from now. */
export async function seedChat(conn: SqlConnection, now: Date) {
  const { db } = conn;
  await seedTable(
    conn,
    'chat_contacts',
    () => db.insert(chatContacts).values([...chatContactsSeed]),
    {
      identity: false,
    },
  );
  await seedTable(
    conn,
    'chat_threads',
    async () => {
      const threads = chatThreadsSeed(now);
      await db
        .insert(chatThreads)
        .values(threads.map(({ contactId, isPinned }) => ({ contactId, isPinned })));
      await db
        .insert(chatMessages)
        .values(threads.flatMap((t) => t.msg.map((m) => toRow(t.contactId, m))));
    },
    { identity: false },
  );
}

export function sqlChatStore(db: SqlDb): ChatStore {
  async function threadsWhere(contactId?: number): Promise<StoredThread[]> {
    const heads = await (contactId === undefined
      ? db.select().from(chatThreads)
      : db.select().from(chatThreads).where(eq(chatThreads.contactId, contactId)));
    if (heads.length === 0) return [];
    const messages = await (contactId === undefined
      ? db.select().from(chatMessages).orderBy(asc(chatMessages.id))
      : db
          .select()
          .from(chatMessages)
          .where(eq(chatMessages.contactId, contactId))
          .orderBy(asc(chatMessages.id)));
    const byContact = new Map(heads.map((h) => [h.contactId, { ...h, msg: [] as ChatMessage[] }]));
    for (const row of messages) byContact.get(row.contactId)?.msg.push(toMessage(row));
    return [...byContact.values()];
  }
  return {
    listContacts: () => db.select().from(chatContacts).orderBy(asc(chatContacts.uid)),
    async getContact(uid) {
      const [row] = await db.select().from(chatContacts).where(eq(chatContacts.uid, uid));
      return row;
    },
    listThreads: () => threadsWhere(),
    async getThread(contactId) {
      const [thread] = await threadsWhere(contactId);
      return thread;
    },
    async createThread(contactId, isPinned) {
      await db.insert(chatThreads).values({ contactId, isPinned }).onConflictDoNothing();
    },
    async addMessage(contactId, msg) {
      await db.insert(chatMessages).values(toRow(contactId, msg));
    },
    async setPinned(contactId, value) {
      await db
        .update(chatThreads)
        .set({ isPinned: value })
        .where(eq(chatThreads.contactId, contactId));
    },
    async markAllSeen(contactId) {
      await db
        .update(chatMessages)
        .set({ isSeen: true })
        .where(eq(chatMessages.contactId, contactId));
    },
  };
}
