import { queryOptions, useQuery } from '@tanstack/react-query';
import * as endpoints from '../../../../api/modules/companies/endpoints';
import { apiRequest } from '../../../lib/http/api-client';
import { COMPANIES_KEY } from './get-companies';

/** GET /api/apps/companies/{id}: one customer company; unknown 404. */
export const getCompany = (id: number) => apiRequest(endpoints.getCompany, { id });

export const companyQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...COMPANIES_KEY, 'company', id],
    queryFn: () => getCompany(id),
    // a 404 stays a 404: asking again only delays the not-found state
    retry: false,
  });

/** `null`: the route's id cannot exist; nothing is asked. */
export const useCompany = (id: number | null) =>
  useQuery({ ...companyQueryOptions(id ?? 0), enabled: id !== null });
