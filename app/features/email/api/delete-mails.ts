import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteMailsReply } from '../../../../api/modules/email/contract';
import { apiRequestByPath } from '../../../lib/http/api-client';

/** POST /api/apps/email/delete-mails {emailIds}: deletes mails of the trash for ever, all or none. */
export const deleteMails = (emailIds: number[]) =>
  apiRequestByPath('POST', '/api/apps/email/delete-mails', deleteMailsReply, { emailIds });

export function useDeleteMails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMails,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['email'] }),
  });
}
