import { customType, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { AvatarContentType } from '../../../contract/avatars';
import { authUsers } from './auth';

/** bytea as a Uint8Array (node-postgres answers a Buffer, PGlite a Uint8Array). */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => new Uint8Array(value),
});

/** People's pictures: migrations/0108-person-avatars.sql. content_type and bytes: null once removed. */
export const personAvatars = pgTable('person_avatars', {
  personId: integer('person_id')
    .primaryKey()
    .references(() => authUsers.id, { onDelete: 'cascade' }),
  contentType: text('content_type').$type<AvatarContentType>(),
  bytes: bytea('bytes'),
  version: integer('version').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
});
