import { asc, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { CalendarEvent } from './contract';
import type { CalendarEventFields, CalendarEventInput, CalendarStore } from './store';
import { calendarEventsSeed, calendarLabelsSeed } from './seed';
import type { SqlConnection, SqlDb } from '../../platform/sql/connection.server';
import { containsPattern } from '../../platform/sql/contains-pattern';
import { authUsers } from '../auth/sql-tables.server';
import { calendarEvents, calendarFeedLinks, calendarLabels } from './sql-tables.server';
import { patchRowWith, removeRow, insertRow } from '../../platform/sql/patch-row.server';
import { seedTable } from '../../platform/sql/seed.server';

type Row = typeof calendarEvents.$inferSelect;

/** an event row and its creator's display name (null when no creator) */
const toEvent = ({ createdBy, ...row }: Row, creatorName: string | null): CalendarEvent => ({
  ...row,
  startDate: row.startDate.toISOString(),
  endDate: row.endDate.toISOString(),
  createdBy:
    createdBy === null || creatorName === null ? null : { id: createdBy, name: creatorName },
});

const toValues = ({ id: _id, ...event }: CalendarEventInput & { id?: number }) => ({
  ...event,
  startDate: new Date(event.startDate),
  endDate: new Date(event.endDate),
});

/** the given fields as column values: the dates that are given as Date */
const toChanges = ({ startDate, endDate, ...changes }: Partial<CalendarEventFields>) => ({
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
    db.insert(calendarEvents).values(
      calendarEventsSeed(now).map(({ createdBy, ...event }) => ({
        id: event.id,
        ...toValues({ ...event, createdBy: createdBy?.id ?? null }),
      })),
    ),
  );
}

export function sqlCalendarStore(db: SqlDb): CalendarStore {
  /** the events with their creators' names (the creator's account row, joined) */
  const withCreators = () =>
    db
      .select({ event: calendarEvents, creatorName: authUsers.displayName })
      .from(calendarEvents)
      .leftJoin(authUsers, eq(authUsers.id, calendarEvents.createdBy));
  return {
    async listEvents() {
      return (await withCreators()).map(({ event, creatorName }) => toEvent(event, creatorName));
    },
    /** one SELECT: the page of matches and, beside each, how many match in all */
    async searchEvents(q, limit) {
      const pattern = containsPattern(q);
      const rows = await db
        .select({
          event: calendarEvents,
          creatorName: authUsers.displayName,
          total: sql<number>`count(*) over ()`,
        })
        .from(calendarEvents)
        .leftJoin(authUsers, eq(authUsers.id, calendarEvents.createdBy))
        .where(or(ilike(calendarEvents.title, pattern), ilike(calendarEvents.description, pattern)))
        .orderBy(desc(calendarEvents.id))
        .limit(limit);
      return {
        total: Number(rows[0]?.total ?? 0),
        events: rows.map(({ event, creatorName }) => toEvent(event, creatorName)),
      };
    },
    insertEvent: (event) => insertRow(db, calendarEvents, toValues(event)),
    // one transaction holding the row's lock from the read to the write (patchRowWith); the
    // creator never changes, so their name is read before
    async patchEvent(id, change) {
      const [found] = await withCreators().where(eq(calendarEvents.id, id));
      if (!found) return undefined;
      const row = await patchRowWith(db, calendarEvents, id, (current) =>
        toChanges(change(toEvent(current, found.creatorName))),
      );
      return row && toEvent(row, found.creatorName);
    },
    removeEvent: (id) => removeRow(db, calendarEvents, id),
    async listLabels() {
      const rows = await db.select().from(calendarLabels).orderBy(asc(calendarLabels.position));
      return rows.map(({ text, value, color }) => ({ text, value, color }));
    },
    async feedSecret(accountId, secret, at) {
      // the first ask stores `secret`; a second ask at once finds the row and keeps it
      await db
        .insert(calendarFeedLinks)
        .values({ accountId, secret, createdAt: at })
        .onConflictDoNothing({ target: calendarFeedLinks.accountId });
      const [row] = await db
        .select({ secret: calendarFeedLinks.secret })
        .from(calendarFeedLinks)
        .where(eq(calendarFeedLinks.accountId, accountId));
      return row.secret;
    },
    async replaceFeedSecret(accountId, secret, at) {
      await db
        .insert(calendarFeedLinks)
        .values({ accountId, secret, createdAt: at })
        .onConflictDoUpdate({
          target: calendarFeedLinks.accountId,
          set: { secret, createdAt: at },
        });
    },
    async feedAccount(secret) {
      const [row] = await db
        .select({ accountId: calendarFeedLinks.accountId })
        .from(calendarFeedLinks)
        .where(eq(calendarFeedLinks.secret, secret));
      return row?.accountId;
    },
  };
}
