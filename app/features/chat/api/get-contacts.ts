import { queryOptions, useQuery } from '@tanstack/react-query';
import * as endpoints from '../../../../api/modules/chat/endpoints';
import { apiRequest } from '../../../lib/http/api-client';
import { chatKeys } from './keys';

/**
 * GET /api/apps/chat/contacts: every colleague (staff accounts other than the reader), by name.
 * The screen asks without `q` and filters as the person types, so typing costs no request.
 */
export const getContacts = () => apiRequest(endpoints.listChatContacts, {});

export const contactsQueryOptions = () =>
  queryOptions({ queryKey: chatKeys.contacts, queryFn: getContacts });

export const useContacts = () => useQuery(contactsQueryOptions());
