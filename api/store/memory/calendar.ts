import type { CalendarEvent, CalendarLabel } from '../../contract/calendar';
import type { CalendarStore } from '../../modules/calendar/store';
import { calendarLabelsSeed } from '../../seed/calendar';
import { memoryTable } from './table';

export function memoryCalendarStore(
  rows: CalendarEvent[],
  labels: readonly CalendarLabel[] = calendarLabelsSeed,
): CalendarStore {
  const events = memoryTable(rows);
  return {
    listEvents: events.list,
    insertEvent: events.insert,
    patchEvent: events.patchWith,
    removeEvent: events.remove,
    async listLabels() {
      return labels.map((label) => ({ ...label }));
    },
  };
}
