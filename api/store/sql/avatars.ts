import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { AvatarStore } from '../../modules/avatars/store';
import type { SqlDb } from './connection';
import { personAvatars } from './schema/avatars';

export function sqlAvatarStore(db: SqlDb): AvatarStore {
  return {
    async get(personId) {
      const [row] = await db
        .select()
        .from(personAvatars)
        .where(and(eq(personAvatars.personId, personId), isNotNull(personAvatars.bytes)));
      if (!row?.bytes || !row.contentType) return undefined;
      return { contentType: row.contentType, bytes: row.bytes, version: row.version };
    },
    async put(personId, contentType, bytes, at) {
      // one statement: two uploads at once get two versions
      const [row] = await db
        .insert(personAvatars)
        .values({ personId, contentType, bytes, version: 1, updatedAt: at })
        .onConflictDoUpdate({
          target: personAvatars.personId,
          set: {
            contentType,
            bytes,
            version: sql`${personAvatars.version} + 1`,
            updatedAt: at,
          },
        })
        .returning({ version: personAvatars.version });
      return row.version;
    },
    async remove(personId, at) {
      const rows = await db
        .update(personAvatars)
        .set({ contentType: null, bytes: null, updatedAt: at })
        .where(and(eq(personAvatars.personId, personId), isNotNull(personAvatars.bytes)))
        .returning({ personId: personAvatars.personId });
      return rows.length > 0;
    },
  };
}
