import type { ChatContact, ChatMessage } from '../../contract/chat';

/** A thread as stored: unseenMsg is derived by the service. Messages oldest first. */
export interface StoredThread {
  contactId: number;
  isPinned: boolean;
  msg: ChatMessage[];
}

export interface ChatStore {
  listContacts(): Promise<ChatContact[]>;
  getContact(uid: number): Promise<ChatContact | undefined>;
  listThreads(): Promise<StoredThread[]>;
  getThread(contactId: number): Promise<StoredThread | undefined>;
  /** creates an empty thread unless one exists */
  createThread(contactId: number, isPinned: boolean): Promise<void>;
  /** appends a message to an existing thread */
  addMessage(contactId: number, msg: ChatMessage): Promise<void>;
  setPinned(contactId: number, value: boolean): Promise<void>;
  /** every message of the thread becomes seen */
  markAllSeen(contactId: number): Promise<void>;
}
