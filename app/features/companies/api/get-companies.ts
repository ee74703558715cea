import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CompanyListQuery } from '../../../../api/modules/companies/contract';
import * as endpoints from '../../../../api/modules/companies/endpoints';
import { apiRequest } from '../../../lib/http/api-client';

/** Every read of the feature starts with this key: a change invalidates it. */
export const COMPANIES_KEY = ['companies'] as const;

/** GET /api/apps/companies?q&sort&page&perPage: one page of the customer companies. */
export const getCompanies = (query: CompanyListQuery) => apiRequest(endpoints.listCompanies, query);

export const companiesQueryOptions = (query: CompanyListQuery) =>
  queryOptions({
    queryKey: [...COMPANIES_KEY, 'list', query],
    queryFn: () => getCompanies(query),
  });

/** The page before stays on screen while the next one loads (no flash of an empty table). */
export const useCompanies = (query: CompanyListQuery) =>
  useQuery({ ...companiesQueryOptions(query), placeholderData: keepPreviousData });
