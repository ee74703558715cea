import { queryOptions, useQuery } from '@tanstack/react-query';
import * as endpoints from '../../../../api/modules/email/endpoints';
import { apiRequest } from '../../../lib/http/api-client';

/** GET /api/apps/email/mails/{id}: one mail with its thread, e.g. a link to a mail not loaded. */
export const getMail = (id: number) => apiRequest(endpoints.getMail, { id });

export const mailQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['email', 'mail', id], queryFn: () => getMail(id), retry: false });

/** The mail, read only when `enabled` (it is not among the loaded mails). */
export const useMail = (id: number | undefined, enabled: boolean) =>
  useQuery({ ...mailQueryOptions(id ?? 0), enabled: enabled && id !== undefined });
