import { queryOptions, useQuery } from '@tanstack/react-query';
import * as endpoints from '../../../../api/modules/email/endpoints';
import { apiRequest } from '../../../lib/http/api-client';
/** GET /api/apps/email/tags: the four labels with their colours; they do not change while open. */
export const getEmailTags = () => apiRequest(endpoints.listEmailTags);

export const emailTagsQueryOptions = () =>
  queryOptions({ queryKey: ['email', 'tags'], queryFn: getEmailTags, staleTime: Infinity });

export const useEmailTags = () => useQuery(emailTagsQueryOptions());
