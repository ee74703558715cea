import { calendarMessages, labelClasses, type CalendarEvent } from './contract';
import { ApiError, notFound } from '../../platform/errors';
import type { CalendarEventFields, CalendarStore } from './store';

const missing = (id: number) => notFound(`No event with id ${id}`);
const DAY = 24 * 60 * 60 * 1000;

function checkOrder(event: Pick<CalendarEvent, 'startDate' | 'endDate'>) {
  if (Date.parse(event.endDate) < Date.parse(event.startDate)) {
    const field = 'event.endDate';
    throw new ApiError(422, 'endBeforeStart', `${field}: ${calendarMessages.endBeforeStart}`, {
      field,
    });
  }
}

/** Midnight UTC of the (UTC) day of an ISO instant: an all-day event's dates are days. */
export function dayOf(iso: string) {
  const time = Date.parse(iso);
  return new Date(time - (((time % DAY) + DAY) % DAY)).toISOString();
}

/** The dates of an all-day event cut to their day; any other event's as they are. */
function withDays<T extends Partial<Pick<CalendarEvent, 'startDate' | 'endDate'>>>(
  event: T,
  allDay: boolean,
): T {
  if (!allDay) return event;
  const cut = { ...event };
  if (cut.startDate !== undefined) cut.startDate = dayOf(cut.startDate);
  if (cut.endDate !== undefined) cut.endDate = dayOf(cut.endDate);
  return cut;
}

export type NewCalendarEvent = Omit<
  CalendarEventFields,
  'url' | 'classes' | 'allDay' | 'description'
> &
  Partial<Pick<CalendarEventFields, 'url' | 'classes' | 'allDay' | 'description'>>;

export function calendarService(store: CalendarStore) {
  /** the event after `change`, read and written in one step (the store's patchEvent); 404 when none */
  async function patch(
    id: number,
    change: (current: CalendarEvent) => Partial<CalendarEventFields>,
  ) {
    const event = await store.patchEvent(id, change);
    if (!event) throw missing(id);
    return event;
  }
  return {
    /** by start date */
    async events() {
      return (await store.listEvents()).sort(
        (a, b) => Date.parse(a.startDate) - Date.parse(b.startDate) || a.id - b.id,
      );
    },
    labels: () => store.listLabels(),
    /**
     * Left out: allDay false, url and description empty, classes from the label. An all-day
     * event's dates are cut to their day. The creator is `creatorId`, the reader.
     */
    create(input: NewCalendarEvent, creatorId: number) {
      const allDay = input.allDay ?? false;
      const event = withDays({ ...input, allDay }, allDay);
      checkOrder(event);
      return store.insertEvent({
        ...event,
        url: input.url ?? '',
        description: input.description ?? '',
        classes: input.classes ?? labelClasses(input.label),
        createdBy: creatorId,
      });
    },
    /**
     * Merges the given fields; a new label without classes brings its own classes; when the
     * merged event is all-day, its dates are cut to their day.
     */
    update(id: number, changes: Partial<CalendarEventFields>) {
      return patch(id, (current) => {
        const patched = { ...changes };
        if (changes.label && changes.classes === undefined)
          patched.classes = labelClasses(changes.label);
        const allDay = patched.allDay ?? current.allDay;
        const dates = withDays(
          {
            startDate: patched.startDate ?? current.startDate,
            endDate: patched.endDate ?? current.endDate,
          },
          allDay,
        );
        checkOrder(dates);
        return allDay ? { ...patched, ...dates } : patched;
      });
    },
    /**
     * The start moves to `date` and the end by the same amount, so the duration is kept; an
     * all-day event moves to the day of `date` and keeps its number of days.
     */
    drag(id: number, date: string) {
      return patch(id, (current) => {
        const start = current.allDay ? dayOf(date) : new Date(date).toISOString();
        const shift = Date.parse(start) - Date.parse(current.startDate);
        return {
          startDate: start,
          endDate: new Date(Date.parse(current.endDate) + shift).toISOString(),
        };
      });
    },
    async remove(id: number) {
      if (!(await store.removeEvent(id))) throw missing(id);
    },
  };
}

/** The events that contain `q` (the store searches, in the database on SQL). */
export function searchEvents(store: CalendarStore, q: string, limit: number) {
  return store.searchEvents(q, limit);
}
