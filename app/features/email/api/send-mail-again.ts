import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as endpoints from '../../../../api/modules/email/endpoints';
import { apiRequest } from '../../../lib/http/api-client';

/** POST /api/apps/email/mails/{id}/send: sends again a mail whose delivery failed (try again). */
export const sendMailAgain = (id: number) => apiRequest(endpoints.sendMailAgain, { id });

export function useSendMailAgain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMailAgain,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['email'] }),
  });
}
