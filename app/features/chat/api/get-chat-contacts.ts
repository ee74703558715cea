import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChatContactSummary } from '../../../../api/modules/chat/contract';
import * as endpoints from '../../../../api/modules/chat/endpoints';
import { apiRequest } from '../../../lib/http/api-client';
import { chatKeys } from './keys';

/**
 * GET /api/apps/chat/chat-contacts: the colleagues the reader has a thread with, each with its
 * summary (pin, unseen count, last message), pinned first, then the most recent.
 */
export const getChatContacts = () => apiRequest(endpoints.listChatThreadContacts, {});

export const chatContactsQueryOptions = () =>
  queryOptions({ queryKey: chatKeys.chatContacts, queryFn: getChatContacts });

export const useChatContacts = () => useQuery(chatContactsQueryOptions());

const unseenTotal = (list: ChatContactSummary[]) =>
  list.reduce((sum, contact) => sum + contact.chat.unseenMsg, 0);

/**
 * The reader's unseen messages over every thread, for the menu's badge (the same read as the
 * screen's list, so one request serves both). `enabled` is false for anyone but staff: the chat
 * API answers 403 to others.
 */
export const useChatUnseenTotal = (enabled: boolean) =>
  useQuery({ ...chatContactsQueryOptions(), select: unseenTotal, enabled }).data ?? 0;
