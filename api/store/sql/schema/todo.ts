import { boolean, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { TaskTagValue } from '../../../contract/todo';

export const todoTasks = pgTable('todo_tasks', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  title: text('title').notNull(),
  desc: text('description').notNull(),
  isImportant: boolean('is_important').notNull(),
  isStarred: boolean('is_starred').notNull(),
  tags: jsonb('tags').$type<TaskTagValue[]>().notNull(),
  isCompleted: boolean('is_completed').notNull(),
  isTrashed: boolean('is_trashed').notNull(),
});

export const todoTags = pgTable('todo_tags', {
  id: integer('id').primaryKey(),
  text: text('text').notNull(),
  value: text('value').$type<TaskTagValue>().notNull().unique(),
  color: text('color').notNull(),
});
