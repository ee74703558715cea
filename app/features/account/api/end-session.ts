import { useMutation, useQueryClient } from '@tanstack/react-query';
import { okReply, type AccountSessionsReply } from '../../../../api/modules/account/contract';
import { apiRequestByPath } from '../../../lib/http/api-client';
import { SESSIONS_KEY } from './get-sessions';

/** DELETE /api/account/sessions/{id}: signs that session out (never the caller's own here). */
export const endSession = (id: string) =>
  apiRequestByPath('DELETE', `/api/account/sessions/${encodeURIComponent(id)}`, okReply);

/** The ended session leaves the list at once; the list is asked for again. */
export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endSession,
    onSuccess: (_reply, id) => {
      queryClient.setQueryData<AccountSessionsReply>(SESSIONS_KEY, (list) =>
        list?.filter((session) => session.id !== id),
      );
      return queryClient.invalidateQueries({ queryKey: SESSIONS_KEY });
    },
  });
}
