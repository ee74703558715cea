import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateDraftBody } from '../../../../api/modules/email/contract';
import * as endpoints from '../../../../api/modules/email/endpoints';
import { apiRequest } from '../../../lib/http/api-client';

export interface DraftUpdate {
  id: number;
  body: UpdateDraftBody;
}

/** PUT /api/apps/email/mails/{id}: replaces a draft's fields; with `send: true` sends it. */
export const updateDraft = ({ id, body }: DraftUpdate) =>
  apiRequest(endpoints.updateDraft, { id }, body);

export function useUpdateDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDraft,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['email'] }),
  });
}
