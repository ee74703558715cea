import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as endpoints from '../../../../api/modules/user-management/endpoints';
import { apiRequest } from '../../../lib/http/api-client';

/** DELETE /api/user-management/users/{id} (admin): deactivates the person. */
export const deactivatePerson = (id: number) => apiRequest(endpoints.deactivateManagedUser, { id });

export function useDeactivatePerson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deactivatePerson,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['people'] }),
  });
}
