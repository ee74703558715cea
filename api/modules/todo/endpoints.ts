import { endpoint, idParams } from '../../contract/endpoint';
import { okReply } from '../../contract/common';
import {
  createTaskBody,
  createTaskReply,
  taskListQuery,
  taskListReply,
  taskSchema,
  taskTagsReply,
  updateTaskBody,
} from './contract';

/**
 * The todo app's endpoints (the rules of each are in ./contract.ts): staff only (rule editor), and
 * every call reads and changes the reader's own tasks; another person's task answers 404 like a
 * missing one (docs/decisions/0056).
 */
export const listTasks = endpoint({
  method: 'GET',
  path: '/api/apps/todo/tasks',
  summary: "The reader's own tasks of a view (no filter: all not trashed), newest first",
  access: 'editor',
  query: taskListQuery,
  reply: taskListReply,
});

export const createTask = endpoint({
  method: 'POST',
  path: '/api/apps/todo/tasks',
  summary: "Add a task of the reader's own; an id in the body is ignored",
  access: 'editor',
  body: createTaskBody,
  reply: createTaskReply,
  status: 201,
});

export const listTaskTags = endpoint({
  method: 'GET',
  path: '/api/apps/todo/tags',
  summary: 'The four tags with their texts and colours',
  access: 'editor',
  reply: taskTagsReply,
});

export const updateTask = endpoint({
  method: 'POST',
  path: '/api/apps/todo/task/:id',
  summary: "Merge the given fields into one of the reader's tasks",
  access: 'editor',
  params: idParams,
  body: updateTaskBody,
  reply: taskSchema,
  errors: { 404: ['notFound'] },
});

export const deleteTask = endpoint({
  method: 'DELETE',
  path: '/api/apps/todo/task/:id',
  summary: 'Delete a task in the trash for ever (any other stays)',
  access: 'editor',
  params: idParams,
  reply: okReply,
  errors: { 404: ['notFound'], 409: ['notInTrash'] },
});
