import { queryOptions, useQuery } from '@tanstack/react-query';
import * as endpoints from '../../../../api/modules/chat/endpoints';
import { apiRequest } from '../../../lib/http/api-client';
import { chatKeys } from './keys';

/** GET /api/apps/chat/profile: the reader's own chat contact, their status included. */
export const getChatProfile = () => apiRequest(endpoints.getChatProfile);

export const chatProfileQueryOptions = () =>
  queryOptions({ queryKey: chatKeys.profile, queryFn: getChatProfile });

export const useChatProfile = () => useQuery(chatProfileQueryOptions());
