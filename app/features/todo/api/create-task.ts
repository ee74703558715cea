import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { createTaskBody } from '../../../../api/modules/todo/contract';
import * as endpoints from '../../../../api/modules/todo/endpoints';
import { apiRequest } from '../../../lib/http/api-client';

export type NewTask = z.input<typeof createTaskBody>['task'];

/** POST /api/apps/todo/tasks {task}: a new task of the reader's own; answers its id (201). */
export const createTask = (task: NewTask) => apiRequest(endpoints.createTask, {}, { task });

export function useCreateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTask,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['todo', 'tasks'] }),
  });
}
