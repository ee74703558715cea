import { queryOptions, useQuery } from '@tanstack/react-query';
import * as endpoints from '../../../../api/modules/email/endpoints';
import { apiRequest } from '../../../lib/http/api-client';

/**
 * GET /api/apps/email/meta: the unread ids of the inbox, spam and each label, and the ids of every
 * draft (docs/product.md section 7.9). The side panel's counts come from it; the dashboard's side
 * menu shows the inbox's unread count with the same query options.
 */
export const getEmailMeta = () => apiRequest(endpoints.getEmailMeta);

export const emailMetaQueryOptions = () =>
  queryOptions({ queryKey: ['email', 'meta'], queryFn: getEmailMeta });

export const useEmailMeta = () => useQuery(emailMetaQueryOptions());
