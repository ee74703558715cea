import {
  customType,
  integer,
  pgTable,
  text,
  timestamp,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { PictureContentType } from '../../contract/pictures';

/** bytea as a Uint8Array (node-postgres answers a Buffer, PGlite a Uint8Array). */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => new Uint8Array(value),
});

/**
 * A table of pictures, one per owner, who takes it along when deleted: content_type and bytes are
 * null once removed (the row keeps the version). One shape, so one store serves them all
 * (../pictures.ts).
 */
export function pictureTable(name: string, ownerColumn: string, owner: () => AnyPgColumn) {
  return pgTable(name, {
    ownerId: integer(ownerColumn).primaryKey().references(owner, { onDelete: 'cascade' }),
    contentType: text('content_type').$type<PictureContentType>(),
    bytes: bytea('bytes'),
    version: integer('version').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  });
}
export type PictureTable = ReturnType<typeof pictureTable>;
