import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TaskChanges } from '../../../../api/modules/todo/contract';
import * as endpoints from '../../../../api/modules/todo/endpoints';
import { apiRequest } from '../../../lib/http/api-client';
import { API_ERRORS_NS, apiErrorMessage } from '../../../lib/http/api-error-message';
import { notify } from '../../../lib/ui/notify';
import {
  TASKS_KEY,
  cachedTask,
  putTask,
  restoreTasks,
  snapshotTasks,
  type TasksSnapshot,
} from './task-cache';

export interface UpdateTask {
  id: number;
  changes: TaskChanges;
}

/** POST /api/apps/todo/task/{id} {task}: merges the given fields; answers the task. */
export const updateTask = ({ id, changes }: UpdateTask) =>
  apiRequest(endpoints.updateTask, { id }, { task: changes });

/**
 * A change to a task, shown at once in every cached view (a task moves out of a view it no longer
 * matches and into one it now matches); when the server refuses it, the views are put back and a
 * notification says so. Afterwards the views are read again.
 */
export function useUpdateTask() {
  const queryClient = useQueryClient();
  const { t } = useTranslation(['todo', API_ERRORS_NS]);
  return useMutation({
    mutationFn: updateTask,
    onMutate: async ({ id, changes }: UpdateTask) => {
      await queryClient.cancelQueries({ queryKey: TASKS_KEY });
      const before: TasksSnapshot = snapshotTasks(queryClient);
      const task = cachedTask(queryClient, id);
      if (task) putTask(queryClient, { ...task, ...changes });
      return { before };
    },
    onError: (error, _vars, context) => {
      restoreTasks(queryClient, context?.before);
      notify('error', t('todo:notify.undone'), apiErrorMessage(t, error));
    },
    onSuccess: (task) => putTask(queryClient, task),
    onSettled: () => queryClient.invalidateQueries({ queryKey: TASKS_KEY }),
  });
}
