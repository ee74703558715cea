import { queryOptions, useQuery } from '@tanstack/react-query';
import { managedUserListReply } from '../../../../api/modules/user-management/contract';
import { apiRequestByPath } from '../../../lib/http/api-client';

/** GET /api/user-management/users: every person of the directory, highest id first. */
export const getPeople = () =>
  apiRequestByPath('GET', '/api/user-management/users', managedUserListReply);

export const peopleQueryOptions = () =>
  queryOptions({ queryKey: ['people', 'list'], queryFn: getPeople });

export const usePeople = () => useQuery(peopleQueryOptions());
