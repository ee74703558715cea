import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateCompanyBody } from '../../../../api/modules/companies/contract';
import * as endpoints from '../../../../api/modules/companies/endpoints';
import { apiRequest } from '../../../lib/http/api-client';
import { storeCompany } from './create-company';

export interface CompanyUpdate {
  id: number;
  changes: UpdateCompanyBody['company'];
}

/** PATCH /api/apps/companies/{id} {company}: merges the given fields (the lists replaced whole). */
export const updateCompany = ({ id, changes }: CompanyUpdate) =>
  apiRequest(endpoints.updateCompany, { id }, { company: changes });

export function useUpdateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCompany,
    onSuccess: (company) => storeCompany(queryClient, company),
  });
}
