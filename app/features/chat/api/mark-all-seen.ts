import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as endpoints from '../../../../api/modules/chat/endpoints';
import { apiRequest } from '../../../lib/http/api-client';
import { chatKeys } from './keys';

/**
 * POST /api/apps/chat/mark-all-seen body {contactId}: what that colleague sent the reader becomes
 * seen; answers the thread.
 */
export const markAllSeen = (contactId: number) =>
  apiRequest(endpoints.markChatSeen, {}, { contactId });

/** The thread takes the answer; the list's unseen counts (and the menu's badge) are read again. */
export function useMarkAllSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllSeen,
    onSuccess: (thread, contactId) => {
      queryClient.setQueryData(chatKeys.thread(contactId), thread);
      return queryClient.invalidateQueries({ queryKey: chatKeys.chatContacts });
    },
  });
}
