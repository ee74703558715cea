import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SetPinnedBody } from '../../../../api/modules/chat/contract';
import * as endpoints from '../../../../api/modules/chat/endpoints';
import { apiRequest } from '../../../lib/http/api-client';
import { chatKeys } from './keys';

/** POST /api/apps/chat/set-pinned body {contactId, value}: the reader's own pin; answers the thread. */
export const setPinned = (body: SetPinnedBody) => apiRequest(endpoints.setChatPinned, {}, body);

/** The thread takes the answer; the list (pinned first) is asked for again. */
export function useSetPinned() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPinned,
    onSuccess: (thread, { contactId }) => {
      queryClient.setQueryData(chatKeys.thread(contactId), thread);
      return queryClient.invalidateQueries({ queryKey: chatKeys.chatContacts });
    },
  });
}
