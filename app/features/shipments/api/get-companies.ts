import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listCompanies } from '../../../../api/modules/companies/endpoints';
import { apiRequest } from '../../../lib/http/api-client';
import { SHIPMENTS_KEY } from './get-shipments';

/** How many companies the company pickers offer at once: the search finds the others. */
export const COMPANY_OPTIONS = 25;

/**
 * GET /api/apps/companies?q (editor): the customer companies whose name, tax id, city or contacts
 * match, by name; what the shipment form's and the list filter's company pickers offer.
 */
export const getCompanies = (q: string | undefined) =>
  apiRequest(listCompanies, { q, sort: 'name-asc', page: 1, perPage: COMPANY_OPTIONS });

export const companiesQueryOptions = (q: string | undefined) =>
  queryOptions({
    queryKey: [...SHIPMENTS_KEY, 'companies', q ?? ''],
    queryFn: () => getCompanies(q),
    staleTime: 60_000,
  });

/** The options of the last search stay while the next ones load. */
export const useCompanies = (q: string | undefined) =>
  useQuery({ ...companiesQueryOptions(q), placeholderData: keepPreviousData });
