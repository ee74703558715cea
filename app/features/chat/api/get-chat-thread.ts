import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChatThread } from '../../../../api/modules/chat/contract';
import * as endpoints from '../../../../api/modules/chat/endpoints';
import { ApiRequestError, apiRequest } from '../../../lib/http/api-client';
import { chatKeys } from './keys';

/**
 * GET /api/apps/chat/chats/{contactId}: the reader's thread with that colleague, oldest message
 * first; null when they have none yet (the API's 404: the first message creates it).
 */
export async function getChatThread(contactId: number): Promise<ChatThread | null> {
  try {
    return await apiRequest(endpoints.getChatThread, { contactId });
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return null;
    throw error;
  }
}

export const chatThreadQueryOptions = (contactId: number) =>
  queryOptions({ queryKey: chatKeys.thread(contactId), queryFn: () => getChatThread(contactId) });

export const useChatThread = (contactId: number) => useQuery(chatThreadQueryOptions(contactId));
