import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as endpoints from '../../../../api/modules/companies/endpoints';
import { apiRequest } from '../../../lib/http/api-client';
import { COMPANIES_KEY } from './get-companies';

/**
 * DELETE /api/apps/companies/{id} (admin): {ok: true}; 409 companyInUse while a shipment or a
 * person still belongs to it (nothing deleted); unknown 404.
 */
export const deleteCompany = (id: number) => apiRequest(endpoints.deleteCompany, { id });

export function useDeleteCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCompany,
    onSuccess: (_reply, id) => {
      queryClient.removeQueries({ queryKey: [...COMPANIES_KEY, 'company', id] });
      return queryClient.invalidateQueries({ queryKey: [...COMPANIES_KEY, 'list'] });
    },
  });
}
