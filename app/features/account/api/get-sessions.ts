import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountSessionsReply } from '../../../../api/modules/account/contract';
import { ApiRequestError, apiRequestByPath } from '../../../lib/http/api-client';

export const SESSIONS_KEY = ['account', 'sessions'] as const;

/** GET /api/account/sessions: where the person is signed in, the most recently used first. */
export const getSessions = () =>
  apiRequestByPath('GET', '/api/account/sessions', accountSessionsReply);

export const sessionsQueryOptions = () =>
  queryOptions({
    queryKey: SESSIONS_KEY,
    queryFn: getSessions,
    retry: (count, error) => !(error instanceof ApiRequestError && error.status < 500) && count < 2,
  });

export const useSessions = () => useQuery(sessionsQueryOptions());
