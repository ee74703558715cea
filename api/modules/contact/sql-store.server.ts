import { insertRow } from '../../platform/sql/patch-row.server';
import { asc, sql } from 'drizzle-orm';
import type { ContactStore } from './store';
import type { SqlDb } from '../../platform/sql/connection.server';
import { contactMessages } from './sql-tables.server';

export function sqlContactStore(db: SqlDb): ContactStore {
  return {
    insert: (message) =>
      insertRow(db, contactMessages, { ...message, receivedAt: new Date(message.receivedAt) }),
    async reserveId() {
      // the identity's sequence: the id is used up, never given to a stored message
      const result = (await db.execute(
        sql`SELECT nextval(pg_get_serial_sequence('contact_messages', 'id')) AS id`,
      )) as unknown as { rows: { id: string | number }[] };
      return Number(result.rows[0].id);
    },
    async list() {
      const rows = await db.select().from(contactMessages).orderBy(asc(contactMessages.id));
      return rows.map((row) => ({ ...row, receivedAt: row.receivedAt.toISOString() }));
    },
  };
}
