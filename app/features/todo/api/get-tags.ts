import { queryOptions, useQuery } from '@tanstack/react-query';
import * as endpoints from '../../../../api/modules/todo/endpoints';
import { apiRequest } from '../../../lib/http/api-client';

/** GET /api/apps/todo/tags: the four tags with their colours; they do not change while open. */
export const getTags = () => apiRequest(endpoints.listTaskTags);

export const tagsQueryOptions = () =>
  queryOptions({ queryKey: ['todo', 'tags'], queryFn: getTags, staleTime: Infinity });

export const useTags = () => useQuery(tagsQueryOptions());
