import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { emailSchema, type MailFilter } from '../../../../api/contract/email';
import { apiRequest } from '../../../lib/api-client';

const mailListReply = z.array(emailSchema);

/** GET /api/apps/email/mails?filter=: the mails of a view, newest first (docs/product.md 4.7). */
export const getMails = (filter: MailFilter) =>
  apiRequest('GET', `/api/apps/email/mails?filter=${filter}`, mailListReply);

export const mailsQueryOptions = (filter: MailFilter) =>
  queryOptions({ queryKey: ['email', 'mails', filter], queryFn: () => getMails(filter) });

export const useMails = (filter: MailFilter) => useQuery(mailsQueryOptions(filter));
