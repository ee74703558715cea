import type { AuthStore } from '../auth/store';
import {
  chatPersonOf,
  inTimeOrder,
  pairOf,
  type ChatStore,
  type NewMessage,
  type NewThread,
  type StoredMessage,
  type StoredThread,
} from './store';
import { idCounter } from '../../platform/memory/ids';
import { memoryLists } from '../../platform/memory/lists';

/** A thread from one person's side: the other person and their own pin. */
type Side = Omit<StoredThread, 'msg'>;

/**
 * The chat in memory (docs/decisions/0053): the people are the accounts of the auth store; each
 * person's sides of their threads, and each thread's messages by its pair of people (copies in
 * and out), so one reader's reads touch only their own threads.
 */
export function memoryChatStore(auth: AuthStore, seed: readonly NewThread[] = []): ChatStore {
  const sides = memoryLists<Side>();
  /** oldest first */
  const messages = memoryLists<StoredMessage, string>();
  const nextMessageId = idCounter([]);

  const threadKey = (a: number, b: number) => pairOf(a, b).join(':');
  const withContact = (contactId: number) => (side: Side) => side.contactId === contactId;
  const exists = (a: number, b: number) => sides.has(a, withContact(b));
  const pin = (reader: number, contactId: number, isPinned: boolean) =>
    sides.update(reader, withContact(contactId), (side) => ({ ...side, isPinned }));
  function create(from: number, to: number, pinned: boolean) {
    if (exists(from, to)) return;
    sides.add(from, { contactId: to, isPinned: pinned });
    sides.add(to, { contactId: from, isPinned: false });
  }
  function add(m: NewMessage): StoredMessage {
    const message = {
      id: nextMessageId(),
      senderId: m.from,
      textContent: m.textContent,
      time: m.time.toISOString(),
      isSeen: m.isSeen,
    };
    if (exists(m.from, m.to)) messages.add(threadKey(m.from, m.to), message);
    return message;
  }
  const thread = (reader: number, side: Side): StoredThread => ({
    ...side,
    msg: messages.list(threadKey(reader, side.contactId)),
  });

  function importThreads(imported: readonly NewThread[]) {
    for (const t of imported) {
      create(t.a, t.b, false);
      for (const person of t.pinnedBy) pin(person, person === t.a ? t.b : t.a, true);
    }
    for (const m of inTimeOrder(imported)) add(m);
  }
  importThreads(seed);

  return {
    async listStaff() {
      return (await auth.listUsers())
        .map(chatPersonOf)
        .filter((p) => p.isStaff)
        .map(({ isStaff: _, ...contact }) => contact);
    },
    async findPerson(id) {
      const account = await auth.findUserById(id);
      return account && chatPersonOf(account);
    },
    async setStatus(id, status) {
      await auth.updateUser(id, { status });
    },
    async listSummaries(reader) {
      return sides.list(reader).map((side) => {
        const msg = messages.list(threadKey(reader, side.contactId));
        return {
          ...side,
          unseenMsg: msg.filter((m) => m.senderId !== reader && !m.isSeen).length,
          lastMessage: msg.at(-1) ?? null,
        };
      });
    },
    async listThreads(reader) {
      return sides.list(reader).map((side) => thread(reader, side));
    },
    async getThread(reader, contactId) {
      const side = sides.find(reader, withContact(contactId));
      return side && thread(reader, side);
    },
    async createThread(from, to, pinned) {
      create(from, to, pinned);
    },
    async addMessage(message) {
      return add(message);
    },
    async setPinned(reader, contactId, value) {
      pin(reader, contactId, value);
    },
    async importThreads(imported) {
      importThreads(imported);
    },
    /** the messages of the contact's that the reader has not seen (as SQL: by their sender) */
    async markSeen(reader, contactId) {
      return messages.update(
        threadKey(reader, contactId),
        (m) => m.senderId === contactId && !m.isSeen,
        (m) => ({ ...m, isSeen: true }),
      );
    },
  };
}
