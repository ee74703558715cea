import type { CalendarEvent, CalendarLabel } from '../../contract/calendar';

export type CalendarEventInput = Omit<CalendarEvent, 'id'>;

export interface CalendarStore {
  listEvents(): Promise<CalendarEvent[]>;
  /** Inserts with a new id: the highest id ever given + 1, never reused. */
  insertEvent(event: CalendarEventInput): Promise<number>;
  /**
   * Sets the fields that `change` answers for the event as it is now, and returns the event. The
   * read and the write are one atomic step (SQL: a transaction holding the row's lock; memory: no
   * await in between), so a concurrent change is neither lost nor missed by `change`'s checks.
   * undefined when there is no such event; when `change` throws, nothing changes.
   */
  patchEvent(
    id: number,
    change: (event: CalendarEvent) => Partial<CalendarEventInput>,
  ): Promise<CalendarEvent | undefined>;
  /** false when there was no such event */
  removeEvent(id: number): Promise<boolean>;
  listLabels(): Promise<CalendarLabel[]>;
}
