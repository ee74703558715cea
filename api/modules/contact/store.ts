import type { ContactMessage } from './contract';

export interface ContactStore {
  /** Stores a message with a new id: the highest id ever given + 1. */
  insert(message: Omit<ContactMessage, 'id'>): Promise<number>;
  /** Takes the next id without storing anything (the honeypot's answer looks like a stored message's). */
  reserveId(): Promise<number>;
  list(): Promise<ContactMessage[]>;
}
