import { asc, eq } from 'drizzle-orm';
import type { CalendarEvent } from '../../contract/calendar';
import type { CalendarStore } from '../../modules/calendar/store';
import { calendarEventsSeed, calendarLabelsSeed } from '../../seed/calendar';
import type { SqlConnection, SqlDb } from './connection';
import { calendarEvents, calendarLabels } from './schema/calendar';
import { patchRowWith } from './patch-row';
import { seedTable } from './seed';

type Row = typeof calendarEvents.$inferSelect;

const toEvent = (row: Row): CalendarEvent => ({
  ...row,
  startDate: row.startDate.toISOString(),
  endDate: row.endDate.toISOString(),
});

const toValues = ({ id: _id, ...event }: Omit<CalendarEvent, 'id'> & { id?: number }) => ({
  ...event,
  startDate: new Date(event.startDate),
  endDate: new Date(event.endDate),
});

/** the given fields as column values: the dates that are given as Date */
const toChanges = ({ startDate, endDate, ...changes }: Partial<Omit<CalendarEvent, 'id'>>) => ({
  ...changes,
  ...(startDate === undefined ? {} : { startDate: new Date(startDate) }),
  ...(endDate === undefined ? {} : { endDate: new Date(endDate) }),
});

/** Seeds labels and (when the table is empty) events dated from `now`, the API's clock at the first seed. */
export async function seedCalendar(conn: SqlConnection, now: Date) {
  const { db } = conn;
  await seedTable(
    conn,
    'calendar_labels',
    () =>
      db
        .insert(calendarLabels)
        .values(calendarLabelsSeed.map((label, position) => ({ ...label, position }))),
    { identity: false },
  );
  await seedTable(conn, 'calendar_events', () =>
    db
      .insert(calendarEvents)
      .values(
        calendarEventsSeed(now).map((event) => ({ id: event.id, ...toValues(event) })),
      ),
  );
}

export function sqlCalendarStore(db: SqlDb): CalendarStore {
  return {
    async listEvents() {
      return (await db.select().from(calendarEvents)).map(toEvent);
    },
    async insertEvent(event) {
      const [row] = await db
        .insert(calendarEvents)
        .values(toValues(event))
        .returning({ id: calendarEvents.id });
      return row.id;
    },
    // one transaction holding the row's lock from the read to the write (patchRowWith)
    async patchEvent(id, change) {
      const row = await patchRowWith(db, calendarEvents, id, (current) =>
        toChanges(change(toEvent(current))),
      );
      return row && toEvent(row);
    },
    async removeEvent(id) {
      const rows = await db
        .delete(calendarEvents)
        .where(eq(calendarEvents.id, id))
        .returning({ id: calendarEvents.id });
      return rows.length > 0;
    },
    async listLabels() {
      const rows = await db.select().from(calendarLabels).orderBy(asc(calendarLabels.position));
      return rows.map(({ text, value, color }) => ({ text, value, color }));
    },
  };
}
