import type { ChatContact } from '../../contract/chat';
import type { ChatStore, StoredThread } from '../../modules/chat/store';

export function memoryChatStore(
  contacts: readonly ChatContact[],
  threads: StoredThread[],
): ChatStore {
  const people = new Map(contacts.map((c) => [c.uid, structuredClone(c)]));
  const chats = new Map(threads.map((t) => [t.contactId, structuredClone(t)]));
  return {
    async listContacts() {
      return [...people.values()].map((c) => structuredClone(c));
    },
    async getContact(uid) {
      const found = people.get(uid);
      return found && structuredClone(found);
    },
    async listThreads() {
      return [...chats.values()].map((t) => structuredClone(t));
    },
    async getThread(contactId) {
      const found = chats.get(contactId);
      return found && structuredClone(found);
    },
    async createThread(contactId, isPinned) {
      if (!chats.has(contactId)) chats.set(contactId, { contactId, isPinned, msg: [] });
    },
    async addMessage(contactId, msg) {
      chats.get(contactId)?.msg.push(structuredClone(msg));
    },
    async setPinned(contactId, value) {
      const found = chats.get(contactId);
      if (found) found.isPinned = value;
    },
    async markAllSeen(contactId) {
      for (const msg of chats.get(contactId)?.msg ?? []) msg.isSeen = true;
    },
  };
}
