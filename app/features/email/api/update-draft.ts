import { useMutation, useQueryClient } from '@tanstack/react-query';
import { composeMailReply, type UpdateDraftBody } from '../../../../api/modules/email/contract';
import { apiRequestByPath } from '../../../lib/http/api-client';

export interface DraftUpdate {
  id: number;
  body: UpdateDraftBody;
}

/** PUT /api/apps/email/mails/{id}: replaces a draft's fields; with `send: true` sends it. */
export const updateDraft = ({ id, body }: DraftUpdate) =>
  apiRequestByPath('PUT', `/api/apps/email/mails/${id}`, composeMailReply, body);

export function useUpdateDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDraft,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['email'] }),
  });
}
