import { queryOptions } from '@tanstack/react-query';
import * as endpoints from '../../../../api/modules/user-management/endpoints';
import { apiRequest } from '../../../lib/http/api-client';

/** GET /api/user-management/username-availability: whether nobody has this username yet. */
export const checkUsername = (username: string) =>
  apiRequest(endpoints.checkUsernameAvailability, { username });

/**
 * The answer for one username (case does not matter: the accounts compare without it), kept for
 * half a minute: a blur and the submit that follows ask the API once.
 */
export const usernameAvailabilityQueryOptions = (username: string) =>
  queryOptions({
    queryKey: ['forms', 'username-availability', username.trim().toLowerCase()],
    queryFn: () => checkUsername(username.trim()),
    staleTime: 30_000,
  });
