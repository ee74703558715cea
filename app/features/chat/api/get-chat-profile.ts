import { queryOptions, useQuery } from '@tanstack/react-query';
import { chatContactSchema } from '../../../../api/modules/chat/contract';
import { apiRequestByPath } from '../../../lib/http/api-client';
import { chatKeys } from './keys';

/** GET /api/apps/chat/profile: the reader's own chat contact, their status included. */
export const getChatProfile = () =>
  apiRequestByPath('GET', '/api/apps/chat/profile', chatContactSchema);

export const chatProfileQueryOptions = () =>
  queryOptions({ queryKey: chatKeys.profile, queryFn: getChatProfile });

export const useChatProfile = () => useQuery(chatProfileQueryOptions());
