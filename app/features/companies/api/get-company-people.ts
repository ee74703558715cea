import { queryOptions, useQuery } from '@tanstack/react-query';
import * as endpoints from '../../../../api/modules/user-management/endpoints';
import { apiRequest } from '../../../lib/http/api-client';
import { COMPANIES_KEY } from './get-companies';

/**
 * GET /api/user-management/users (editor): the whole directory in one read (a few hundred people
 * at most), of which the company's people are picked here.
 */
export const getPeople = () => apiRequest(endpoints.listManagedUsers);

export const peopleQueryOptions = () =>
  queryOptions({
    queryKey: [...COMPANIES_KEY, 'people'],
    queryFn: getPeople,
    // people are given the company on the people screens, past this feature's cache
    staleTime: 0,
  });

/** The people who belong to the company, by name. */
export const useCompanyPeople = (companyId: number) =>
  useQuery({
    ...peopleQueryOptions(),
    select: (people) =>
      people
        .filter((person) => person.companyId === companyId)
        .sort((a, b) => a.name.localeCompare(b.name)),
  });
