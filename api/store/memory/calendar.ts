import type { CalendarEvent, CalendarLabel } from '../../contract/calendar';
import type { CalendarStore } from '../../modules/calendar/store';
import { calendarLabelsSeed } from '../../seed/calendar';
import { idCounter } from './ids';

export function memoryCalendarStore(
  rows: CalendarEvent[],
  labels: readonly CalendarLabel[] = calendarLabelsSeed,
): CalendarStore {
  const events = new Map(rows.map((row) => [row.id, structuredClone(row)]));
  const nextId = idCounter(rows);
  return {
    async listEvents() {
      return [...events.values()].map((row) => structuredClone(row));
    },
    async getEvent(id) {
      const row = events.get(id);
      return row && structuredClone(row);
    },
    async insertEvent(event) {
      const id = nextId();
      events.set(id, { ...structuredClone(event), id });
      return id;
    },
    async updateEvent(id, event) {
      events.set(id, structuredClone({ ...event, id }));
    },
    async removeEvent(id) {
      return events.delete(id);
    },
    async listLabels() {
      return labels.map((label) => ({ ...label }));
    },
  };
}
