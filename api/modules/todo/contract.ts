import { z } from 'zod';
import { isRealDay } from '../calendar/contract';
import { id, requiredText, shortText, text } from '../../contract/common';

/**
 * Todo app (docs/product.md sections 3, 4 and 7). Tag values are fixed (frontend, backend, doc,
 * bug); their texts are the company's own. Paths:
 * - GET    /api/apps/todo/tasks?filter=<taskFilter>  -> Task[] (newest first; no filter = all)
 * - POST   /api/apps/todo/tasks/ {task}             -> 201 {id}
 * - POST   /api/apps/todo/task/:id {task}            -> 200 Task (merges the given fields)
 * - DELETE /api/apps/todo/task/:id                   -> 200 {ok: true}: deletes a trashed task
 *   for ever; a task not in the trash answers 409 notInTrash and stays
 * - GET    /api/apps/todo/tags                       -> TaskTag[]
 * Every path needs rule editor. A task is its creator's own: every call reads and changes only
 * the reader's tasks, and another person's task id answers 404 like a missing one
 * (docs/decisions/0056).
 */
export const taskTagValueSchema = z.enum(['frontend', 'backend', 'doc', 'bug']);
export type TaskTagValue = z.infer<typeof taskTagValueSchema>;

export const taskTagSchema = z.object({
  id,
  text: requiredText(60),
  value: taskTagValueSchema,
  color: requiredText(30),
});
export type TaskTag = z.infer<typeof taskTagSchema>;
export const taskTagsReply = z.array(taskTagSchema);

/** A task's tags: known values, at most one of each (a repeated value is dropped). */
const taskTags = z
  .array(taskTagValueSchema)
  .max(20)
  .transform((tags) => [...new Set(tags)]);

/** A day without a time (YYYY-MM-DD): a task is due on a day, whatever the reader's zone. */
export const dueDateSchema = text()
  .max(10)
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a day, e.g. 2026-11-22')
  .refine(isRealDay, 'must be a real date');

/** The editable fields of a task. */
const taskFields = z.object({
  title: requiredText(200),
  desc: shortText(5_000),
  /** the day it is due, or null for none */
  dueDate: dueDateSchema.nullable(),
  isImportant: z.boolean(),
  isStarred: z.boolean(),
  tags: taskTags,
  isCompleted: z.boolean(),
  isTrashed: z.boolean(),
});

export const taskSchema = taskFields.extend({ id, tags: z.array(taskTagValueSchema) });
export type Task = z.infer<typeof taskSchema>;
export type TaskInput = Omit<Task, 'id'>;
export type TaskChanges = Partial<TaskInput>;
export const taskListReply = z.array(taskSchema);

/**
 * A new task: a title; every other field may be left out (empty text, no tags, flags off).
 * An id in the body is ignored: a new task always gets a new id.
 */
export const createTaskBody = z.object({
  task: taskFields.partial().required({ title: true }).extend({ id: id.optional() }).strict(),
});

/** POST /api/apps/todo/tasks: the new task's id (201). */
export const createTaskReply = z.object({ id });

/** An update merges the given fields into the task; an id in the body is ignored (the path names it). */
export const updateTaskBody = z.object({
  task: taskFields.partial().extend({ id: id.optional() }).strict(),
});

export const taskFlagFilters = ['all', 'starred', 'important', 'completed', 'trashed'] as const;
export const taskFilterSchema = z.enum([...taskFlagFilters, ...taskTagValueSchema.options]);
export type TaskFilter = z.infer<typeof taskFilterSchema>;

export const taskListQuery = z.object({ filter: taskFilterSchema.default('all') });

/**
 * Which tasks a filter shows: `trashed` shows the trashed tasks only; every other filter leaves
 * them out. `all` is every task not trashed; starred, important and completed go by their flag;
 * a tag value shows the tasks that carry that tag. The API's rule, and the screen's for its cached
 * views.
 */
export function taskMatches(task: Task, filter: TaskFilter): boolean {
  if (filter === 'trashed') return task.isTrashed;
  if (task.isTrashed) return false;
  switch (filter) {
    case 'all':
      return true;
    case 'starred':
      return task.isStarred;
    case 'important':
      return task.isImportant;
    case 'completed':
      return task.isCompleted;
    default:
      return task.tags.includes(filter);
  }
}

/** How the list may be ordered (the screen orders the reader's tasks; the API answers newest first). */
export const taskSorts = ['newest', 'title', 'dueDate'] as const;
export type TaskSort = (typeof taskSorts)[number];
