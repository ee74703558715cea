import { boolean, date, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { TaskTagValue } from './contract';
import { authUsers } from '../auth/sql-tables.server';

/** A task is its owner's (migration 0180, docs/decisions/0056). */
export const todoTasks = pgTable(
  'todo_tasks',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    desc: text('description').notNull(),
    /** a day, read and written as 'YYYY-MM-DD' */
    dueDate: date('due_date', { mode: 'string' }),
    isImportant: boolean('is_important').notNull(),
    isStarred: boolean('is_starred').notNull(),
    tags: jsonb('tags').$type<TaskTagValue[]>().notNull(),
    isCompleted: boolean('is_completed').notNull(),
    isTrashed: boolean('is_trashed').notNull(),
  },
  (table) => [index('todo_tasks_owner_idx').on(table.ownerId, table.id)],
);

export const todoTags = pgTable('todo_tags', {
  id: integer('id').primaryKey(),
  text: text('text').notNull(),
  value: text('value').$type<TaskTagValue>().notNull().unique(),
  color: text('color').notNull(),
});
