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

interface Thread {
  low: number;
  high: number;
  /** the people who pinned it */
  pinnedBy: Set<number>;
  msg: (StoredMessage & { to: number })[];
}

/**
 * The chat in memory (docs/decisions/0053): the people are the accounts of the auth store; threads
 * by the pair of people, with an index of each person's threads, so one reader's reads touch only
 * their own threads.
 */
export function memoryChatStore(auth: AuthStore, seed: readonly NewThread[] = []): ChatStore {
  const threads = new Map<string, Thread>();
  const byPerson = new Map<number, Set<Thread>>();
  let lastMessageId = 0;

  const keyOf = (a: number, b: number) => pairOf(a, b).join(':');
  const find = (a: number, b: number) => threads.get(keyOf(a, b));
  function create(from: number, to: number, pinned: boolean) {
    if (find(from, to)) return;
    const [low, high] = pairOf(from, to);
    const thread: Thread = { low, high, pinnedBy: new Set(pinned ? [from] : []), msg: [] };
    threads.set(keyOf(from, to), thread);
    for (const person of [low, high]) {
      byPerson.set(person, (byPerson.get(person) ?? new Set()).add(thread));
    }
  }
  function add(m: NewMessage) {
    const message = {
      id: ++lastMessageId,
      senderId: m.from,
      to: m.to,
      textContent: m.textContent,
      time: m.time.toISOString(),
      isSeen: m.isSeen,
    };
    find(m.from, m.to)?.msg.push(message);
    return message;
  }
  const copy = ({ to: _, ...m }: Thread['msg'][number]): StoredMessage => ({ ...m });
  const side = (reader: number, t: Thread): StoredThread => ({
    contactId: t.low === reader ? t.high : t.low,
    isPinned: t.pinnedBy.has(reader),
    msg: t.msg.map(copy),
  });
  const threadsOf = (reader: number) => [...(byPerson.get(reader) ?? [])];

  function importThreads(imported: readonly NewThread[]) {
    for (const t of imported) {
      create(t.a, t.b, false);
      for (const person of t.pinnedBy) find(t.a, t.b)!.pinnedBy.add(person);
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
      return threadsOf(reader).map((t) => {
        const last = t.msg.at(-1);
        return {
          contactId: t.low === reader ? t.high : t.low,
          isPinned: t.pinnedBy.has(reader),
          unseenMsg: t.msg.filter((m) => m.to === reader && !m.isSeen).length,
          lastMessage: last ? copy(last) : null,
        };
      });
    },
    async listThreads(reader) {
      return threadsOf(reader).map((t) => side(reader, t));
    },
    async getThread(reader, contactId) {
      const found = find(reader, contactId);
      return found && side(reader, found);
    },
    async createThread(from, to, pinned) {
      create(from, to, pinned);
    },
    async addMessage(message) {
      return copy(add(message));
    },
    async setPinned(reader, contactId, value) {
      const found = find(reader, contactId);
      if (value) found?.pinnedBy.add(reader);
      else found?.pinnedBy.delete(reader);
    },
    async importThreads(imported) {
      importThreads(imported);
    },
    async markSeen(reader, contactId) {
      let changed = 0;
      for (const m of find(reader, contactId)?.msg ?? []) {
        if (m.to === reader && !m.isSeen) {
          m.isSeen = true;
          changed += 1;
        }
      }
      return changed;
    },
  };
}
