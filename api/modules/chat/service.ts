import type {
  ChatContact,
  ChatContactSummary,
  ChatMessage,
  ChatStatus,
  ChatThread,
  ChatsReply,
} from './contract';
import { notFound } from '../../platform/errors';
import type { LiveAudience, LiveBus, LiveEvent } from '../../platform/live';
import type { ChatPerson, ChatStore, StoredMessage, StoredThread } from './store';

/**
 * The chat's rules, once for both adapters (docs/decisions/0053). Every call names the reader
 * (docs/architecture.md decision 10): what the reader gets is their side of a conversation, and a
 * thread they are not part of is not found, exactly like a missing one.
 */

/** A stored message from the reader's side: `isSent` is true for what the reader sent. */
const asRead = (reader: number, m: StoredMessage): ChatMessage => ({
  id: m.id,
  senderId: m.senderId,
  textContent: m.textContent,
  time: m.time,
  isSent: m.senderId === reader,
  isSeen: m.isSeen,
});

/** The thread as the API sends it: unseenMsg counts the messages the reader received, not seen. */
function toThread(reader: number, stored: StoredThread): ChatThread {
  return {
    isPinned: stored.isPinned,
    msg: stored.msg.map((m) => asRead(reader, m)),
    unseenMsg: stored.msg.filter((m) => m.senderId !== reader && !m.isSeen).length,
  };
}

const toContact = ({ isStaff: _, ...contact }: ChatPerson): ChatContact => contact;

const matches = (q: string | undefined) => {
  const needle = (q ?? '').trim().toLowerCase();
  return (contact: ChatContact) => contact.displayName.toLowerCase().includes(needle);
};

const byName = (a: ChatContact, b: ChatContact) =>
  a.displayName.localeCompare(b.displayName) || a.uid - b.uid;

export function chatService(
  store: ChatStore,
  live: LiveBus,
  now: () => Date,
  log: (line: string) => void,
) {
  /**
   * Someone the reader may chat with: an active staff account other than the reader. Anyone else
   * (the reader, a customer, a blocked or deactivated person, an unknown id) is not found.
   */
  async function contact(reader: number, uid: number): Promise<ChatContact> {
    const found = uid === reader ? undefined : await store.findPerson(uid);
    if (!found?.isStaff) throw notFound(`No chat contact with id ${uid}`);
    return toContact(found);
  }
  async function thread(reader: number, contactId: number) {
    await contact(reader, contactId);
    const found = await store.getThread(reader, contactId);
    if (!found) throw notFound(`No chat with contact ${contactId}`);
    return found;
  }
  async function threadAfterChange(reader: number, contactId: number) {
    return toThread(reader, (await store.getThread(reader, contactId))!);
  }
  /**
   * The change is stored whatever happens to its event: a reader whose event was lost fetches
   * again when they reconnect (api/platform/live.ts), so a failed publish is logged, not answered.
   */
  async function publish(audience: LiveAudience, event: LiveEvent) {
    try {
      await live.publish(audience, event);
    } catch (error) {
      log(`chat: could not publish ${event.type}: ${String(error)}`);
    }
  }
  async function profile(reader: number): Promise<ChatContact> {
    const found = await store.findPerson(reader);
    if (!found) throw notFound(`No account with id ${reader}`);
    return toContact(found);
  }

  return {
    profile,
    /** saves the reader's status; every signed-in reader hears of it */
    async setStatus(reader: number, status: ChatStatus) {
      await store.setStatus(reader, status);
      await publish('everyone', { type: 'chat.status', uid: reader, status });
      return profile(reader);
    },
    /** the staff other than the reader whose name contains q, case-insensitive, by name */
    async contacts(reader: number, q?: string) {
      const match = matches(q);
      return (await store.listStaff()).filter((c) => c.uid !== reader && match(c)).sort(byName);
    },
    /** the reader's threads with their contacts, keyed by contact uid */
    async chats(reader: number): Promise<ChatsReply> {
      const staff = new Set((await store.listStaff()).map((c) => c.uid));
      const threads = (await store.listThreads(reader)).filter((t) => staff.has(t.contactId));
      return Object.fromEntries(threads.map((t) => [String(t.contactId), toThread(reader, t)]));
    },
    /** one thread of the reader's: 404 when the contact is none of theirs or there is no thread */
    async chat(reader: number, contactId: number): Promise<ChatThread> {
      return toThread(reader, await thread(reader, contactId));
    },
    /**
     * Only contacts the reader has a thread with; the reader's pinned threads first, then the
     * most recent conversation first (docs/product.md section 4.9).
     */
    async chatContacts(reader: number, q?: string): Promise<ChatContactSummary[]> {
      const match = matches(q);
      const summaries = new Map((await store.listSummaries(reader)).map((s) => [s.contactId, s]));
      const recency = (uid: number) => summaries.get(uid)!.lastMessage?.id ?? 0;
      return (await store.listStaff())
        .filter((c) => c.uid !== reader && summaries.has(c.uid) && match(c))
        .map((c) => {
          const { isPinned, unseenMsg, lastMessage } = summaries.get(c.uid)!;
          const last = lastMessage && asRead(reader, lastMessage);
          return { ...c, chat: { isPinned, unseenMsg, lastMessage: last } };
        })
        .sort(
          (a, b) =>
            Number(b.chat.isPinned) - Number(a.chat.isPinned) || recency(b.uid) - recency(a.uid),
        );
    },
    /** what the reader received from the contact becomes seen (never what the reader sent) */
    async markAllSeen(reader: number, contactId: number) {
      await thread(reader, contactId);
      if ((await store.markSeen(reader, contactId)) > 0) {
        await publish([reader, contactId], { type: 'chat.seen', by: reader, contactId });
      }
      return threadAfterChange(reader, contactId);
    },
    /** the reader's own pin; the other person's stays as it is */
    async setPinned(reader: number, contactId: number, value: boolean) {
      await thread(reader, contactId);
      await store.setPinned(reader, contactId, value);
      await publish([reader], { type: 'chat.pinned', contactId });
      return threadAfterChange(reader, contactId);
    },
    /**
     * The reader sends a message: the server's time, the reader as sender, unseen. A contact
     * without a thread gets one (the reader's pin as `isPinned` says).
     */
    async send(reader: number, contactId: number, textContent: string, isPinned = false) {
      await contact(reader, contactId);
      // creates nothing when the thread exists: isPinned counts only for a new thread
      await store.createThread(reader, contactId, isPinned);
      const stored = await store.addMessage({
        from: reader,
        to: contactId,
        textContent,
        time: now(),
        isSeen: false,
      });
      await publish([reader, contactId], {
        type: 'chat.message',
        from: reader,
        to: contactId,
        messageId: stored.id,
      });
      return { msg: asRead(reader, stored), chat: await threadAfterChange(reader, contactId) };
    },
  };
}
