import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Company, CompanyInput } from '../../../../api/modules/companies/contract';
import * as endpoints from '../../../../api/modules/companies/endpoints';
import { apiRequest } from '../../../lib/http/api-client';
import { COMPANIES_KEY } from './get-companies';

/** The saved company replaces the cached one at once; every list is asked for again. */
export function storeCompany(queryClient: QueryClient, company: Company) {
  queryClient.setQueryData([...COMPANIES_KEY, 'company', company.id], company);
  return queryClient.invalidateQueries({ queryKey: [...COMPANIES_KEY, 'list'] });
}

/** POST /api/apps/companies {company}: 201 the new company. */
export const createCompany = (company: CompanyInput) =>
  apiRequest(endpoints.createCompany, {}, { company });

export function useCreateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCompany,
    onSuccess: (company) => storeCompany(queryClient, company),
  });
}
