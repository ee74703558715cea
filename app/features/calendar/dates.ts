/**
 * The calendar's dates (docs/decisions/0057): the API keeps UTC instants; a timed event is shown
 * in the reader's zone, an all-day event on its days in every zone. All-day dates travel as
 * midnight UTC of the first and the last day (inclusive); FullCalendar takes days as 'YYYY-MM-DD'
 * with an exclusive end, and the date inputs take days, and local times as 'YYYY-MM-DDTHH:mm'.
 */
import type { CalendarEvent } from '../../../api/modules/calendar/contract';

const pad = (n: number) => String(n).padStart(2, '0');

/** The day of an API date: its UTC day ('YYYY-MM-DD'). */
export const dayOf = (iso: string) => iso.slice(0, 10);

/** The day `days` after a 'YYYY-MM-DD' day. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** A local date and time as the datetime-local input shows it ('YYYY-MM-DDTHH:mm'). */
export function localInputOf(date: Date): string {
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}`
  );
}

/** The local day of a date ('YYYY-MM-DD'). */
export const localDayOf = (date: Date) => localInputOf(date).slice(0, 10);

/** The UTC instant of a datetime-local value (read in the reader's zone); undefined if not one. */
export function instantOf(local: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(local)) return undefined;
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/** An event as FullCalendar takes it. */
export interface CalendarInput {
  id: string;
  title: string;
  start: string;
  end: string;
  allDay: boolean;
  classNames: string[];
  extendedProps: { event: CalendarEvent };
}

export function calendarInputOf(event: CalendarEvent, labelClass: string): CalendarInput {
  const allDay = event.allDay;
  return {
    id: String(event.id),
    title: event.title,
    // all-day: the days as they are, the end exclusive; timed: the instants, shown in local time
    start: allDay ? dayOf(event.startDate) : event.startDate,
    end: allDay ? addDays(dayOf(event.endDate), 1) : event.endDate,
    allDay,
    classNames: [labelClass],
    extendedProps: { event },
  };
}

/** The panel's values: days for an all-day event, else local date-times. */
export interface EventDraft {
  id?: number;
  title: string;
  start: string;
  end: string;
  allDay: boolean;
  label: CalendarEvent['label'];
  url: string;
  description: string;
  createdBy?: string;
}

export function draftOf(event: CalendarEvent): EventDraft {
  return {
    id: event.id,
    title: event.title,
    start: event.allDay ? dayOf(event.startDate) : localInputOf(new Date(event.startDate)),
    end: event.allDay ? dayOf(event.endDate) : localInputOf(new Date(event.endDate)),
    allDay: event.allDay,
    label: event.label,
    url: event.url,
    description: event.description,
    createdBy: event.createdBy?.name,
  };
}

/** A new all-day event on the days from `first` to `last` (inclusive). */
export const allDayDraft = (first: string, last = first): EventDraft => ({
  title: '',
  start: first,
  end: last,
  allDay: true,
  label: 'business',
  url: '',
  description: '',
});

/** A new timed event from `start` to `end` (one hour when left out). */
export const timedDraft = (
  start: Date,
  end = new Date(start.getTime() + 3_600_000),
): EventDraft => ({
  ...allDayDraft(''),
  start: localInputOf(start),
  end: localInputOf(end),
  allDay: false,
});

/** The draft with all day switched on or off: days become 9:00 to 10:00, times their days. */
export function withAllDay(draft: EventDraft, allDay: boolean): EventDraft {
  if (allDay === draft.allDay) return draft;
  if (allDay)
    return { ...draft, allDay, start: draft.start.slice(0, 10), end: draft.end.slice(0, 10) };
  return { ...draft, allDay, start: `${draft.start}T09:00`, end: `${draft.end}T10:00` };
}

/** The API's start and end of a draft; undefined for a value that is not a date. */
export function apiDatesOf(draft: EventDraft): { startDate?: string; endDate?: string } {
  if (draft.allDay) {
    const day = (value: string) => (/^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined);
    return { startDate: day(draft.start), endDate: day(draft.end) };
  }
  return { startDate: instantOf(draft.start), endDate: instantOf(draft.end) };
}

/** Whether the draft ends before it starts (both dates given). */
export function endsBeforeStart(draft: EventDraft): boolean {
  const { startDate, endDate } = apiDatesOf(draft);
  if (!startDate || !endDate) return false;
  return new Date(endDate).getTime() < new Date(startDate).getTime();
}
