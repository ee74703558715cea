import { CALENDAR_MESSAGES, labelClasses, type CalendarEvent } from '../../contract/calendar';
import { ApiError, notFound } from '../../platform/errors';
import type { CalendarEventInput, CalendarStore } from './store';

const missing = (id: number) => notFound(`No event with id ${id}`);

function checkOrder(event: Pick<CalendarEvent, 'startDate' | 'endDate'>) {
  if (Date.parse(event.endDate) < Date.parse(event.startDate)) {
    const field = 'event.endDate';
    throw new ApiError(422, `${field}: ${CALENDAR_MESSAGES.endBeforeStart}`, { field });
  }
}

export type NewCalendarEvent = Omit<CalendarEventInput, 'url' | 'classes'> & {
  url?: string;
  classes?: string;
};

export function calendarService(store: CalendarStore) {
  async function event(id: number) {
    const found = await store.getEvent(id);
    if (!found) throw missing(id);
    return found;
  }
  return {
    /** by start date */
    async events() {
      return (await store.listEvents()).sort(
        (a, b) => Date.parse(a.startDate) - Date.parse(b.startDate) || a.id - b.id,
      );
    },
    labels: () => store.listLabels(),
    /** classes follow the label unless given */
    create(input: NewCalendarEvent) {
      checkOrder(input);
      return store.insertEvent({
        ...input,
        url: input.url ?? '',
        classes: input.classes ?? labelClasses(input.label),
      });
    },
    /** merges the given fields; a new label without classes brings its own classes */
    async update(id: number, changes: Partial<CalendarEventInput>) {
      const current = await event(id);
      const merged: CalendarEvent = { ...current, ...changes, id };
      if (changes.label && changes.classes === undefined)
        merged.classes = labelClasses(changes.label);
      checkOrder(merged);
      await store.updateEvent(id, merged);
      return merged;
    },
    /** the start moves to `date`; the end shifts by the same amount, so the duration is kept */
    async drag(id: number, date: string) {
      const current = await event(id);
      const shift = Date.parse(date) - Date.parse(current.startDate);
      const moved: CalendarEvent = {
        ...current,
        startDate: new Date(date).toISOString(),
        endDate: new Date(Date.parse(current.endDate) + shift).toISOString(),
      };
      await store.updateEvent(id, moved);
      return moved;
    },
    async remove(id: number) {
      if (!(await store.removeEvent(id))) throw missing(id);
    },
  };
}
