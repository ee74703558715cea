import { queryOptions, useQueries, type UseQueryResult } from '@tanstack/react-query';
import type { Company } from '../../../../api/modules/companies/contract';
import { getCompany } from '../../../../api/modules/companies/endpoints';
import { apiRequest } from '../../../lib/http/api-client';

/** GET /api/apps/companies/{id} (editor): a company a person belongs to, for its name. */
export const companyOfPerson = (id: number) => apiRequest(getCompany, { id });

export const companyQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['people', 'company', id],
    queryFn: () => companyOfPerson(id),
    staleTime: 60_000,
    retry: false,
  });

/** One function for every render: the map is made again only when an answer changes. */
const namesById = (results: UseQueryResult<Company>[]) =>
  new Map(results.flatMap((r) => (r.data ? [[r.data.id, r.data.name] as const] : [])));

/**
 * The names of these companies by id, each asked once and kept (a handful: the companies the
 * people shown belong to); an id not known yet is missing from the map.
 */
export function useCompanyNames(ids: readonly (number | null | undefined)[]): Map<number, string> {
  const wanted = [...new Set(ids.filter((id): id is number => typeof id === 'number'))].sort(
    (a, b) => a - b,
  );
  return useQueries({
    queries: wanted.map(companyQueryOptions),
    combine: namesById,
  });
}
