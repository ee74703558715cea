import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TaskFilter } from '../../../../api/modules/todo/contract';
import * as endpoints from '../../../../api/modules/todo/endpoints';
import { apiRequest } from '../../../lib/http/api-client';

/** GET /api/apps/todo/tasks?filter=: the reader's own tasks of a view, newest first. */
export const getTasks = (filter: TaskFilter) => apiRequest(endpoints.listTasks, { filter });

export const tasksQueryOptions = (filter: TaskFilter) =>
  queryOptions({ queryKey: ['todo', 'tasks', filter], queryFn: () => getTasks(filter) });

export const useTasks = (filter: TaskFilter) => useQuery(tasksQueryOptions(filter));
