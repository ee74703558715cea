import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { emailTagSchema } from '../../../../api/modules/email/contract';
import { apiRequestByPath } from '../../../lib/http/api-client';

const emailTagsReply = z.array(emailTagSchema);

/** GET /api/apps/email/tags: the four labels with their colours; they do not change while open. */
export const getEmailTags = () => apiRequestByPath('GET', '/api/apps/email/tags', emailTagsReply);

export const emailTagsQueryOptions = () =>
  queryOptions({ queryKey: ['email', 'tags'], queryFn: getEmailTags, staleTime: Infinity });

export const useEmailTags = () => useQuery(emailTagsQueryOptions());
