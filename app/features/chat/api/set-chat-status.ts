import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChatContact, ChatStatus } from '../../../../api/modules/chat/contract';
import * as endpoints from '../../../../api/modules/chat/endpoints';
import { apiRequest } from '../../../lib/http/api-client';
import { chatKeys } from './keys';

/** POST /api/apps/chat/set-status body {status}: saves the reader's status; answers their contact. */
export const setChatStatus = (status: ChatStatus) =>
  apiRequest(endpoints.setChatStatus, {}, { status });

/** The chosen status shows at once; a refusal puts the previous one back. */
export function useSetChatStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setChatStatus,
    onMutate: async (status) => {
      await queryClient.cancelQueries({ queryKey: chatKeys.profile });
      const previous = queryClient.getQueryData<ChatContact>(chatKeys.profile);
      if (previous) queryClient.setQueryData(chatKeys.profile, { ...previous, status });
      return { previous };
    },
    onError: (_error, _status, context) => {
      if (context?.previous) queryClient.setQueryData(chatKeys.profile, context.previous);
    },
    onSuccess: (profile) => queryClient.setQueryData(chatKeys.profile, profile),
  });
}
