import { bigint, pgTable, text } from 'drizzle-orm/pg-core';

/** migrations/0002-change-versions.sql: a version per domain, raised by its tables' triggers. */
export const changeVersions = pgTable('change_versions', {
  domain: text('domain').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});
