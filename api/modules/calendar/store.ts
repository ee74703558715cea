import type { CalendarEvent, CalendarLabel } from './contract';

/** The fields of an event the service sets: everything but the id and the creator. */
export type CalendarEventFields = Omit<CalendarEvent, 'id' | 'createdBy'>;

/** A new event: its fields and the id of the person who creates it (null for the sample events). */
export type CalendarEventInput = CalendarEventFields & { createdBy: number | null };

export interface CalendarStore {
  /**
   * Every event, each with its creator's id and display name as the accounts hold it now (null
   * when none). docs/product.md section 7.
   */
  listEvents(): Promise<CalendarEvent[]>;
  /** Inserts with a new id: the highest id ever given + 1, never reused. */
  insertEvent(event: CalendarEventInput): Promise<number>;
  /**
   * Sets the fields that `change` answers for the event as it is now, and returns the event. The
   * read and the write are one atomic step (SQL: a transaction holding the row's lock; memory: no
   * await in between), so a concurrent change is neither lost nor missed by `change`'s checks.
   * The creator never changes. undefined when there is no such event; when `change` throws,
   * nothing changes.
   */
  patchEvent(
    id: number,
    change: (event: CalendarEvent) => Partial<CalendarEventFields>,
  ): Promise<CalendarEvent | undefined>;
  /** false when there was no such event */
  removeEvent(id: number): Promise<boolean>;
  listLabels(): Promise<CalendarLabel[]>;
  /**
   * The search across everything (api/modules/search): up to `limit` events whose title or
   * description contain `q` (ignoring case, every character literally), newest id first, and how
   * many match in all. In the database on SQL, not over every row in JavaScript.
   */
  searchEvents(q: string, limit: number): Promise<{ total: number; events: CalendarEvent[] }>;
  /**
   * The person's feed secret (docs/decisions/0057): the one they have, or else `secret`, stored
   * as theirs at `at`. Two first asks at once agree on one secret.
   */
  feedSecret(accountId: number, secret: string, at: Date): Promise<string>;
  /** Gives the person `secret` in place of the one they had (which no longer opens the feed). */
  replaceFeedSecret(accountId: number, secret: string, at: Date): Promise<void>;
  /** Whose feed secret this is; undefined when it is nobody's. */
  feedAccount(secret: string): Promise<number | undefined>;
}
