import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { taskSchema, type TaskFilter } from '../../../../api/modules/todo/contract';
import { apiRequestByPath } from '../../../lib/http/api-client';

const tasksReply = z.array(taskSchema);

/** GET /api/apps/todo/tasks?filter=: the reader's own tasks of a view, newest first. */
export const getTasks = (filter: TaskFilter) =>
  apiRequestByPath('GET', `/api/apps/todo/tasks?filter=${filter}`, tasksReply);

export const tasksQueryOptions = (filter: TaskFilter) =>
  queryOptions({ queryKey: ['todo', 'tasks', filter], queryFn: () => getTasks(filter) });

export const useTasks = (filter: TaskFilter) => useQuery(tasksQueryOptions(filter));
