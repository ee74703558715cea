import type { ChatContact, ChatStatus } from './contract';
import { roleAllows, type AccountStatus, type Role } from '../../contract/roles';

/**
 * Chat between people (docs/decisions/0053). The people are the accounts (docs/architecture.md
 * decision 9); a thread is between two accounts, each with their own pin; a message has its
 * sender and whether its receiver has seen it. Every read is for one reader: the adapters find a
 * person's threads by participant and never read other people's.
 */

/** An account as the chat shows it, with whether it may chat (access role editor or admin, active). */
export interface ChatPerson extends ChatContact {
  isStaff: boolean;
}

/** A message as stored: the reader's side (`isSent`) is the service's. Times are ISO strings. */
export interface StoredMessage {
  id: number;
  senderId: number;
  textContent: string;
  time: string;
  isSeen: boolean;
}

/** A thread from one participant's side: the other person and the reader's own pin. */
export interface StoredThread {
  contactId: number;
  isPinned: boolean;
  /** oldest first */
  msg: StoredMessage[];
}

/** What the contact list shows of a thread, from the reader's side. */
export interface ThreadSummary {
  contactId: number;
  isPinned: boolean;
  /** messages the reader received and has not seen */
  unseenMsg: number;
  lastMessage: StoredMessage | null;
}

export interface ChatStore {
  /** the accounts that may chat (access role editor or admin, account status active), any order */
  listStaff(): Promise<ChatContact[]>;
  /** one account as the chat shows it, whatever its role and status; undefined when none */
  findPerson(id: number): Promise<ChatPerson | undefined>;
  /** saves the person's status (the account's own, also sent at sign-in) */
  setStatus(id: number, status: ChatStatus): Promise<void>;

  /** the reader's threads, summed up, any order */
  listSummaries(reader: number): Promise<ThreadSummary[]>;
  /** the reader's threads with their messages, any order */
  listThreads(reader: number): Promise<StoredThread[]>;
  /** the thread between the reader and the contact, from the reader's side */
  getThread(reader: number, contactId: number): Promise<StoredThread | undefined>;
  /** creates the thread between two people unless it exists; `pinned` is `from`'s own pin */
  createThread(from: number, to: number, pinned: boolean): Promise<void>;
  /** appends a message to the existing thread between sender and receiver; answers it */
  addMessage(message: NewMessage): Promise<StoredMessage>;
  /** the reader's own pin of the thread with the contact */
  setPinned(reader: number, contactId: number, value: boolean): Promise<void>;
  /** the messages the reader received from the contact become seen; answers how many changed */
  markSeen(reader: number, contactId: number): Promise<number>;
  /**
   * Adds whole threads at once (sample data, api/modules/chat/seed.ts): no pair may have a thread yet.
   * Messages get their ids in the order of their times.
   */
  importThreads(threads: readonly NewThread[]): Promise<void>;
}

/** A whole thread to import: its two people, who of them pinned it, its messages. */
export interface NewThread {
  a: number;
  b: number;
  pinnedBy: readonly number[];
  msg: readonly NewMessage[];
}

export interface NewMessage {
  from: number;
  to: number;
  textContent: string;
  time: Date;
  isSeen: boolean;
}

/**
 * Every message of the threads, oldest first, so that message ids (given in the order messages
 * are added) grow with their time, as they do when people write.
 */
export function inTimeOrder(threads: readonly NewThread[]): NewMessage[] {
  return threads.flatMap((t) => t.msg).sort((x, y) => x.time.getTime() - y.time.getTime());
}

/** The two ids of a thread, lower first: a pair of people has one thread whoever starts it. */
export function pairOf(a: number, b: number): [number, number] {
  return a < b ? [a, b] : [b, a];
}

/** The account fields the chat shows of a person, as both adapters read them. */
export interface PersonFields {
  id: number;
  displayName: string;
  about: string;
  photoURL: string;
  status: ChatStatus;
  email: string | null;
  department: string | null;
  role: Role;
  accountStatus: AccountStatus;
}

/** Staff may chat: access role editor or admin (people roles staff and admin), account active. */
export const isChatStaff = (person: Pick<PersonFields, 'role' | 'accountStatus'>) =>
  roleAllows('editor', person.role) && person.accountStatus === 'active';

/** An account as the chat shows it: no email or department is '' (docs/decisions/0053). */
export function chatPersonOf(person: PersonFields): ChatPerson {
  return {
    uid: person.id,
    displayName: person.displayName,
    about: person.about,
    photoURL: person.photoURL,
    status: person.status,
    email: person.email ?? '',
    department: person.department ?? '',
    isStaff: isChatStaff(person),
  };
}
