import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountSessionsReply } from '../../../../api/modules/account/contract';
import * as endpoints from '../../../../api/modules/account/endpoints';
import { apiRequest } from '../../../lib/http/api-client';
import { SESSIONS_KEY } from './get-sessions';

/** DELETE /api/account/sessions/{id}: signs that session out (never the caller's own here). */
export const endSession = (id: string) => apiRequest(endpoints.endAccountSession, { id });

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
