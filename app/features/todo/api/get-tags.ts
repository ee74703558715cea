import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { taskTagSchema } from '../../../../api/modules/todo/contract';
import { apiRequestByPath } from '../../../lib/http/api-client';

const tagsReply = z.array(taskTagSchema);

/** GET /api/apps/todo/tags: the four tags with their colours; they do not change while open. */
export const getTags = () => apiRequestByPath('GET', '/api/apps/todo/tags', tagsReply);

export const tagsQueryOptions = () =>
  queryOptions({ queryKey: ['todo', 'tags'], queryFn: getTags, staleTime: Infinity });

export const useTags = () => useQuery(tagsQueryOptions());
