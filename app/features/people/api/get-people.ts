import { queryOptions, useQuery } from '@tanstack/react-query';
import * as endpoints from '../../../../api/modules/user-management/endpoints';
import { apiRequest } from '../../../lib/http/api-client';

/** GET /api/user-management/users: every person of the directory, highest id first. */
export const getPeople = () => apiRequest(endpoints.listManagedUsers);

export const peopleQueryOptions = () =>
  queryOptions({ queryKey: ['people', 'list'], queryFn: getPeople });

export const usePeople = () => useQuery(peopleQueryOptions());
