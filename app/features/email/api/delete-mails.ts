import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as endpoints from '../../../../api/modules/email/endpoints';
import { apiRequest } from '../../../lib/http/api-client';

/** POST /api/apps/email/delete-mails {emailIds}: deletes mails of the trash for ever, all or none. */
export const deleteMails = (emailIds: number[]) =>
  apiRequest(endpoints.deleteMails, {}, { emailIds });

export function useDeleteMails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMails,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['email'] }),
  });
}
