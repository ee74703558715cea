import { queryOptions, useQuery } from '@tanstack/react-query';
import { chatLogReply } from '../../../../api/modules/demo/contract';
import { apiRequestByPath } from '../../../lib/http/api-client';

/** The demo conversation of the chat log card. */
export const DEMO_CHAT_ID = 'demo-1';

/** GET /api/chat/{id}/log: the messages of a demo conversation, oldest first. */
export const getChatLog = (chatId: string) =>
  apiRequestByPath('GET', `/api/chat/${encodeURIComponent(chatId)}/log`, chatLogReply);

export const chatLogQueryOptions = (chatId = DEMO_CHAT_ID) =>
  queryOptions({ queryKey: ['cards', 'chat-log', chatId], queryFn: () => getChatLog(chatId) });

export const useChatLog = (chatId = DEMO_CHAT_ID) => useQuery(chatLogQueryOptions(chatId));
