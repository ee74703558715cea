import { queryOptions, useQuery } from '@tanstack/react-query';
import * as endpoints from '../../../../api/modules/account/endpoints';
import { ApiRequestError, apiRequest } from '../../../lib/http/api-client';

export const SESSIONS_KEY = ['account', 'sessions'] as const;

/** GET /api/account/sessions: where the person is signed in, the most recently used first. */
export const getSessions = () => apiRequest(endpoints.listAccountSessions);

export const sessionsQueryOptions = () =>
  queryOptions({
    queryKey: SESSIONS_KEY,
    queryFn: getSessions,
    retry: (count, error) => !(error instanceof ApiRequestError && error.status < 500) && count < 2,
  });

export const useSessions = () => useQuery(sessionsQueryOptions());
