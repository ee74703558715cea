import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { PictureStore } from '../pictures';
import type { SqlDb } from './connection.server';
import type { PictureTable } from './picture-tables.server';

/** Pictures in a table of ./schema/pictures.ts (person_avatars, data_list_images). */
export function sqlPictureStore(db: SqlDb, table: PictureTable): PictureStore {
  return {
    async get(ownerId) {
      const [row] = await db
        .select()
        .from(table)
        .where(and(eq(table.ownerId, ownerId), isNotNull(table.bytes)));
      if (!row?.bytes || !row.contentType) return undefined;
      return { contentType: row.contentType, bytes: row.bytes, version: row.version };
    },
    async put(ownerId, contentType, bytes, at) {
      // one statement: two uploads at once get two versions
      const [row] = await db
        .insert(table)
        .values({ ownerId, contentType, bytes, version: 1, updatedAt: at })
        .onConflictDoUpdate({
          target: table.ownerId,
          set: { contentType, bytes, version: sql`${table.version} + 1`, updatedAt: at },
        })
        .returning({ version: table.version });
      return row.version;
    },
    async remove(ownerId, at) {
      const rows = await db
        .update(table)
        .set({ contentType: null, bytes: null, updatedAt: at })
        .where(and(eq(table.ownerId, ownerId), isNotNull(table.bytes)))
        .returning({ ownerId: table.ownerId });
      return rows.length > 0;
    },
  };
}
