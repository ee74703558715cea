import { useMutation, useQueryClient } from '@tanstack/react-query';
import { composeMailReply } from '../../../../api/modules/email/contract';
import { apiRequestByPath } from '../../../lib/http/api-client';

/** POST /api/apps/email/mails/{id}/send: sends again a mail whose delivery failed (try again). */
export const sendMailAgain = (id: number) =>
  apiRequestByPath('POST', `/api/apps/email/mails/${id}/send`, composeMailReply);

export function useSendMailAgain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMailAgain,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['email'] }),
  });
}
