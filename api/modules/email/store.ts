import type { Email, EmailTag, MailPatch, MailState, NewEmail } from '../../contract/email';

export interface EmailStore {
  /** every mail that is in a folder, each with its replies (oldest first); replies are not listed on their own */
  list(): Promise<Email[]>;
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
}
