import { calendarMessages, labelClasses, type CalendarEvent } from '../../contract/calendar';
import { ApiError, notFound } from '../../platform/errors';
import type { CalendarEventInput, CalendarStore } from './store';

const missing = (id: number) => notFound(`No event with id ${id}`);

function checkOrder(event: Pick<CalendarEvent, 'startDate' | 'endDate'>) {
  if (Date.parse(event.endDate) < Date.parse(event.startDate)) {
    const field = 'event.endDate';
    throw new ApiError(422, 'endBeforeStart', `${field}: ${calendarMessages.endBeforeStart}`, { field });
  }
}

export type NewCalendarEvent = Omit<CalendarEventInput, 'url' | 'classes'> & {
  url?: string;
  classes?: string;
};

export function calendarService(store: CalendarStore) {
  /** the event after `change`, read and written in one step (the store's patchEvent); 404 when none */
  async function patch(id: number, change: (current: CalendarEvent) => Partial<CalendarEventInput>) {
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
    update(id: number, changes: Partial<CalendarEventInput>) {
      return patch(id, (current) => {
        const patched = { ...changes };
        if (changes.label && changes.classes === undefined)
          patched.classes = labelClasses(changes.label);
        checkOrder({ ...current, ...patched });
        return patched;
      });
    },
    /** the start moves to `date`; the end shifts by the same amount, so the duration is kept */
    drag(id: number, date: string) {
      return patch(id, (current) => {
        const shift = Date.parse(date) - Date.parse(current.startDate);
        return {
          startDate: new Date(date).toISOString(),
          endDate: new Date(Date.parse(current.endDate) + shift).toISOString(),
        };
      });
    },
    async remove(id: number) {
      if (!(await store.removeEvent(id))) throw missing(id);
    },
  };
}
