import { and, asc, count, desc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { ChatContact } from './contract';
import { ruleRoles } from '../../contract/roles';
import {
  chatPersonOf,
  inTimeOrder,
  pairOf,
  type ChatStore,
  type StoredMessage,
  type StoredThread,
} from './store';
import { chatThreadsSeed } from './seed';
import type { SqlConnection, SqlDb } from '../../platform/sql/connection.server';
import { authUsers } from '../auth/sql-tables.server';
import { chatMessages, chatThreads } from './sql-tables.server';
import { seedTable } from '../../platform/sql/seed.server';
import { childrenByParent, insertWithChildren } from '../../platform/sql/children.server';

type ThreadRow = typeof chatThreads.$inferSelect;
type MessageRow = typeof chatMessages.$inferSelect;

const toMessage = (row: MessageRow): StoredMessage => ({
  id: row.id,
  senderId: row.senderId,
  textContent: row.textContent,
  time: row.time.toISOString(),
  isSeen: row.isSeen,
});

/** The thread's other person and the reader's own pin. */
const sideOf = (reader: number, row: ThreadRow) =>
  row.lowId === reader
    ? { contactId: row.highId, isPinned: row.lowPinned }
    : { contactId: row.lowId, isPinned: row.highPinned };

/** The columns of an account the chat shows (docs/decisions/0053), and the two that say who may chat. */
const personColumns = {
  id: authUsers.id,
  displayName: authUsers.displayName,
  about: authUsers.about,
  photoURL: authUsers.photoURL,
  status: authUsers.status,
  email: authUsers.email,
  department: authUsers.department,
  role: authUsers.role,
  accountStatus: authUsers.accountStatus,
};

/** Seeds the threads between sample staff when there are none (after the people: they are accounts). */
export async function seedChat(conn: SqlConnection, now: Date) {
  await seedTable(
    conn,
    'chat_threads',
    () => sqlChatStore(conn.db).importThreads(chatThreadsSeed(now)),
    { identity: false },
  );
}

/**
 * The chat over PostgreSQL: the people are rows of auth_users; a reader's threads are found by
 * the thread's indexes on either person, and only their messages are read.
 */
export function sqlChatStore(db: SqlDb): ChatStore {
  const pair = (a: number, b: number) => {
    const [low, high] = pairOf(a, b);
    return and(eq(chatThreads.lowId, low), eq(chatThreads.highId, high));
  };
  const threadIdOf = (a: number, b: number) =>
    db.select({ id: chatThreads.id }).from(chatThreads).where(pair(a, b));
  const threadsOf = (reader: number) =>
    db
      .select()
      .from(chatThreads)
      .where(or(eq(chatThreads.lowId, reader), eq(chatThreads.highId, reader)));
  async function withMessages(reader: number, rows: ThreadRow[]): Promise<StoredThread[]> {
    const msg = await childrenByParent(db, chatMessages, 'threadId', rows, asc(chatMessages.id));
    return rows.map((row) => ({ ...sideOf(reader, row), msg: msg.get(row.id)!.map(toMessage) }));
  }

  return {
    async listStaff() {
      const rows = await db
        .select(personColumns)
        .from(authUsers)
        .where(
          and(
            inArray(authUsers.role, [...ruleRoles.editor]),
            eq(authUsers.accountStatus, 'active'),
          ),
        );
      return rows.map((row): ChatContact => {
        const { isStaff: _, ...contact } = chatPersonOf(row);
        return contact;
      });
    },
    async findPerson(id) {
      const [row] = await db.select(personColumns).from(authUsers).where(eq(authUsers.id, id));
      return row && chatPersonOf(row);
    },
    async setStatus(id, status) {
      await db.update(authUsers).set({ status }).where(eq(authUsers.id, id));
    },
    async listSummaries(reader) {
      const rows = await threadsOf(reader);
      if (rows.length === 0) return [];
      const ids = rows.map((row) => row.id);
      const [unseen, last] = await Promise.all([
        db
          .select({ threadId: chatMessages.threadId, n: count() })
          .from(chatMessages)
          .where(
            and(
              inArray(chatMessages.threadId, ids),
              eq(chatMessages.isSeen, false),
              ne(chatMessages.senderId, reader),
            ),
          )
          .groupBy(chatMessages.threadId),
        db
          .selectDistinctOn([chatMessages.threadId])
          .from(chatMessages)
          .where(inArray(chatMessages.threadId, ids))
          .orderBy(chatMessages.threadId, desc(chatMessages.id)),
      ]);
      const unseenOf = new Map(unseen.map((row) => [row.threadId, Number(row.n)]));
      const lastOf = new Map(last.map((row) => [row.threadId, toMessage(row)]));
      return rows.map((row) => ({
        ...sideOf(reader, row),
        unseenMsg: unseenOf.get(row.id) ?? 0,
        lastMessage: lastOf.get(row.id) ?? null,
      }));
    },
    async listThreads(reader) {
      return withMessages(reader, await threadsOf(reader));
    },
    async getThread(reader, contactId) {
      const rows = await db.select().from(chatThreads).where(pair(reader, contactId));
      const [thread] = await withMessages(reader, rows);
      return thread;
    },
    async createThread(from, to, pinned) {
      const [low, high] = pairOf(from, to);
      await db
        .insert(chatThreads)
        .values({
          lowId: low,
          highId: high,
          lowPinned: pinned && from === low,
          highPinned: pinned && from === high,
        })
        .onConflictDoNothing();
    },
    async addMessage({ from, to, textContent, time, isSeen }) {
      const [row] = await db
        .insert(chatMessages)
        .values({
          threadId: sql`(${threadIdOf(from, to)})`,
          senderId: from,
          textContent,
          time,
          isSeen,
        })
        .returning();
      return toMessage(row);
    },
    async setPinned(reader, contactId, value) {
      const [low] = pairOf(reader, contactId);
      await db
        .update(chatThreads)
        .set(reader === low ? { lowPinned: value } : { highPinned: value })
        .where(pair(reader, contactId));
    },
    /** one transaction; the messages in one statement, oldest first: their ids grow with time */
    async importThreads(threads) {
      await insertWithChildren(
        db,
        chatThreads,
        threads.map((t) => {
          const [low, high] = pairOf(t.a, t.b);
          return {
            lowId: low,
            highId: high,
            lowPinned: t.pinnedBy.includes(low),
            highPinned: t.pinnedBy.includes(high),
          };
        }),
        chatMessages,
        (rows) => {
          const threadOf = new Map(rows.map((row) => [`${row.lowId}:${row.highId}`, row.id]));
          return inTimeOrder(threads).map((m) => ({
            threadId: threadOf.get(pairOf(m.from, m.to).join(':'))!,
            senderId: m.from,
            textContent: m.textContent,
            time: m.time,
            isSeen: m.isSeen,
          }));
        },
      );
    },
    async markSeen(reader, contactId) {
      const changed = await db
        .update(chatMessages)
        .set({ isSeen: true })
        .where(
          and(
            eq(chatMessages.threadId, sql`(${threadIdOf(reader, contactId)})`),
            eq(chatMessages.senderId, contactId),
            eq(chatMessages.isSeen, false),
          ),
        )
        .returning({ id: chatMessages.id });
      return changed.length;
    },
  };
}
