import { queryOptions, useQuery } from '@tanstack/react-query';
import * as endpoints from '../../../../api/modules/demo/endpoints';
import { apiRequest } from '../../../lib/http/api-client';

/** The demo conversation of the chat log card. */
export const DEMO_CHAT_ID = 'demo-1';

/** GET /api/chat/{id}/log: the messages of a demo conversation, oldest first. */
export const getChatLog = (chatId: string) => apiRequest(endpoints.getDemoChatLog, { id: chatId });

export const chatLogQueryOptions = (chatId = DEMO_CHAT_ID) =>
  queryOptions({ queryKey: ['cards', 'chat-log', chatId], queryFn: () => getChatLog(chatId) });

export const useChatLog = (chatId = DEMO_CHAT_ID) => useQuery(chatLogQueryOptions(chatId));
