import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listCompanies } from '../../../../api/modules/companies/endpoints';
import { apiRequest } from '../../../lib/http/api-client';

/** The longest search the API takes (api/modules/companies/contract.ts, `q`). */
export const COMPANY_SEARCH_MAX = 100;

/**
 * GET /api/apps/companies?q (editor): the first customer companies, by name, that match what
 * was typed in the company picker of the people forms.
 */
export const findCompanies = (q: string) =>
  apiRequest(listCompanies, { q: q || undefined, sort: 'name-asc', page: 1, perPage: 25 });

export const companySearchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['people', 'company-search', q],
    queryFn: () => findCompanies(q),
    staleTime: 60_000,
  });

export const useCompanySearch = (q: string) =>
  useQuery({ ...companySearchQueryOptions(q), placeholderData: keepPreviousData });
