import type { ComposedMail, Email, EmailTag, MailPatch, MailState, NewEmail } from './contract';

/** A message's text for the search: its HTML with every tag replaced by a space. */
export const mailSearchText = (html: string) => html.replace(/<[^>]*>/g, ' ');

/** What the views and meta need of a mail of a folder: its state and time, not its contents. */
export type MailListing = MailState & Pick<Email, 'time'>;

export interface EmailStore {
  /** the state of every mail that is in a folder (replies are not listed on their own) */
  states(): Promise<MailListing[]>;
  /**
   * The given mails of folders, in no particular order (an unknown id or a reply's is left out),
   * each with its thread: its received replies and the mails of `sent` that answer it
   * (inReplyTo), oldest first.
   */
  read(ids: readonly number[]): Promise<Email[]>;
  /**
   * The ids of the mails of folders (not replies) whose sender address, sender name, subject or
   * message text (the HTML with its tags taken out: mailSearchText) contain `q`, ignoring case,
   * every character of it literally. In the database on SQL, not over every row in JavaScript.
   */
  search(q: string): Promise<number[]>;
  listTags(): Promise<EmailTag[]>;
  /** Stores a new mail (no replies) with a new id: the highest id ever given + 1. */
  insert(mail: NewEmail): Promise<number>;
  /**
   * All or nothing, in one transaction: reads the state of the given mails (folder mails only,
   * never replies); when every id is there, applies `change` to each, saves, and answers the new
   * states; when any id is missing, changes nothing and answers the missing ids.
   */
  modify(
    ids: readonly number[],
    change: (mail: MailState) => MailPatch,
  ): Promise<{ missing: number[]; mails: MailState[] }>;
  /**
   * In one transaction: reads the mail (of a folder), and when `change` answers new contents,
   * stores them. Answers the mail as it is afterwards, and whether it changed; undefined when
   * there is no such mail.
   */
  replace(
    id: number,
    change: (mail: Email) => ComposedMail | undefined,
  ): Promise<{ mail: Email; changed: boolean } | undefined>;
  /**
   * All or nothing, in one transaction: deletes the given mails of folders with their replies
   * when every one is there and `allowed`; the mails that answer or forward one of them lose
   * their inReplyTo or forwardOf. Otherwise deletes nothing and answers the missing ids, or
   * (every one there) those not allowed.
   */
  remove(
    ids: readonly number[],
    allowed: (mail: MailState) => boolean,
  ): Promise<{ missing: number[]; refused: number[] }>;
}
