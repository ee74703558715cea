import type { CalendarEvent, CalendarLabel } from '../../contract/calendar';

export type CalendarEventInput = Omit<CalendarEvent, 'id'>;

export interface CalendarStore {
  listEvents(): Promise<CalendarEvent[]>;
  getEvent(id: number): Promise<CalendarEvent | undefined>;
  /** Inserts with a new id: the highest id ever given + 1, never reused. */
  insertEvent(event: CalendarEventInput): Promise<number>;
  updateEvent(id: number, event: CalendarEvent): Promise<void>;
  /** false when there was no such event */
  removeEvent(id: number): Promise<boolean>;
  listLabels(): Promise<CalendarLabel[]>;
}
