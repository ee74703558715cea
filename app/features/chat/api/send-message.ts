import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as endpoints from '../../../../api/modules/chat/endpoints';
import { apiRequest } from '../../../lib/http/api-client';
import { chatKeys } from './keys';

export interface OutgoingMessage {
  contactId: number;
  textContent: string;
  /** the highest message id of the thread when it was written (see ../pending.ts) */
  afterId: number;
}

/**
 * POST /api/apps/chat/msg body {payload: {id, msg: {textContent}}}: sends a message; a colleague
 * without a thread gets one. Answers the stored message and the thread.
 */
export const sendMessage = ({ contactId, textContent }: OutgoingMessage) =>
  apiRequest(endpoints.sendChatMessage, {}, { payload: { id: contactId, msg: { textContent } } });

/** The mutations of sending, found by this key to show them while they are on their way. */
export const sendMessageKey = ['chat', 'send'] as const;

/**
 * Sending is optimistic (the conversation shows the message at once from the mutation's
 * variables, ../pending.ts); the answer's thread replaces the cached one and the list is read again.
 */
export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: sendMessageKey,
    mutationFn: sendMessage,
    // a failed message stays, marked failed, until it is sent again (not dropped after 5 minutes)
    gcTime: Infinity,
    onSuccess: ({ chat }, { contactId }) => {
      queryClient.setQueryData(chatKeys.thread(contactId), chat);
      // not awaited: the message counts as sent once it is stored, not when the list is back
      void queryClient.invalidateQueries({ queryKey: chatKeys.chatContacts });
    },
  });
}
