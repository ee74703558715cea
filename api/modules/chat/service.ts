import type { ChatContactSummary, ChatMessage, ChatThread, ChatsReply } from '../../contract/chat';
import { notFound } from '../../platform/errors';
import type { ChatStore, StoredThread } from './store';

/** The thread as the API sends it: unseenMsg counts received messages not yet seen. */
function toThread(stored: StoredThread): ChatThread {
  return {
    isPinned: stored.isPinned,
    msg: stored.msg,
    unseenMsg: stored.msg.filter((m) => !m.isSent && !m.isSeen).length,
  };
}

const matches = (q: string | undefined) => {
  const needle = (q ?? '').trim().toLowerCase();
  return (name: string) => name.toLowerCase().includes(needle);
};

const lastTime = (thread: StoredThread) => thread.msg.at(-1)?.time ?? '';

export interface NewMessage {
  textContent: string;
  time?: string;
  isSent?: boolean;
  isSeen?: boolean;
}

export function chatService(store: ChatStore, now: () => Date) {
  async function contact(uid: number) {
    const found = await store.getContact(uid);
    if (!found) throw notFound(`No chat contact with id ${uid}`);
    return found;
  }
  async function thread(contactId: number) {
    await contact(contactId);
    const found = await store.getThread(contactId);
    if (!found) throw notFound(`No chat with contact ${contactId}`);
    return found;
  }
  return {
    /** contacts whose name contains q, case-insensitive, by name */
    async contacts(q?: string) {
      const match = matches(q);
      return (await store.listContacts())
        .filter((c) => match(c.displayName))
        .sort((a, b) => a.displayName.localeCompare(b.displayName));
    },
    async chats(): Promise<ChatsReply> {
      const threads = await store.listThreads();
      return Object.fromEntries(threads.map((t) => [String(t.contactId), toThread(t)]));
    },
    /** only contacts with a thread; pinned first, then the most recent conversation first */
    async chatContacts(q?: string): Promise<ChatContactSummary[]> {
      const match = matches(q);
      const threads = new Map((await store.listThreads()).map((t) => [t.contactId, t]));
      return (await store.listContacts())
        .filter((c) => threads.has(c.uid) && match(c.displayName))
        .map((c) => {
          const t = threads.get(c.uid)!;
          const { isPinned, unseenMsg } = toThread(t);
          return { ...c, chat: { isPinned, unseenMsg, lastMessage: t.msg.at(-1) ?? null } };
        })
        .sort(
          (a, b) =>
            Number(b.chat.isPinned) - Number(a.chat.isPinned) ||
            lastTime(threads.get(b.uid)!).localeCompare(lastTime(threads.get(a.uid)!)),
        );
    },
    async markAllSeen(contactId: number) {
      await thread(contactId);
      await store.markAllSeen(contactId);
      return toThread((await store.getThread(contactId))!);
    },
    async setPinned(contactId: number, value: boolean) {
      await thread(contactId);
      await store.setPinned(contactId, value);
      return toThread((await store.getThread(contactId))!);
    },
    /** a message to a contact without a thread creates the thread */
    async send(contactId: number, input: NewMessage, isPinned = false) {
      await contact(contactId);
      const msg: ChatMessage = {
        textContent: input.textContent,
        time: new Date(input.time ?? now()).toISOString(),
        isSent: input.isSent ?? true,
        isSeen: input.isSeen ?? false,
      };
      if (!(await store.getThread(contactId))) await store.createThread(contactId, isPinned);
      await store.addMessage(contactId, msg);
      return { msg, chat: toThread((await store.getThread(contactId))!) };
    },
  };
}
