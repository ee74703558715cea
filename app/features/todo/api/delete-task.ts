import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import * as endpoints from '../../../../api/modules/todo/endpoints';
import { apiRequest } from '../../../lib/http/api-client';
import { API_ERRORS_NS, apiErrorMessage } from '../../../lib/http/api-error-message';
import { notify } from '../../../lib/ui/notify';
import { TASKS_KEY, dropTask, restoreTasks, snapshotTasks } from './task-cache';

/** DELETE /api/apps/todo/task/{id}: deletes a trashed task for ever (409 notInTrash otherwise). */
export const deleteTask = (id: number) => apiRequest(endpoints.deleteTask, { id });

/** Deleting for ever: gone from the views at once, back with a notification when refused. */
export function useDeleteTask() {
  const queryClient = useQueryClient();
  const { t } = useTranslation(['todo', API_ERRORS_NS]);
  return useMutation({
    mutationFn: deleteTask,
    onMutate: async (id: number) => {
      await queryClient.cancelQueries({ queryKey: TASKS_KEY });
      const before = snapshotTasks(queryClient);
      dropTask(queryClient, id);
      return { before };
    },
    onError: (error, _id, context) => {
      restoreTasks(queryClient, context?.before);
      notify('error', t('todo:notify.undone'), apiErrorMessage(t, error));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: TASKS_KEY }),
  });
}
