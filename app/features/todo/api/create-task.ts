import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { id } from '../../../../api/contract/common';
import type { createTaskBody } from '../../../../api/modules/todo/contract';
import { apiRequestByPath } from '../../../lib/http/api-client';

const createTaskReply = z.object({ id });

export type NewTask = z.input<typeof createTaskBody>['task'];

/** POST /api/apps/todo/tasks {task}: a new task of the reader's own; answers its id (201). */
export const createTask = (task: NewTask) =>
  apiRequestByPath('POST', '/api/apps/todo/tasks', createTaskReply, { task });

export function useCreateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTask,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['todo', 'tasks'] }),
  });
}
