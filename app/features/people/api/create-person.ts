import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateManagedUserBody } from '../../../../api/modules/user-management/contract';
import * as endpoints from '../../../../api/modules/user-management/endpoints';
import { apiRequest } from '../../../lib/http/api-client';

/**
 * POST /api/user-management/users body {user: {email, name, role, department}} (admin): creates the
 * account and invites the person; 201 {id, invitation} tells what became of the invitation.
 */
export const createPerson = (user: CreateManagedUserBody['user']) =>
  apiRequest(endpoints.createManagedUser, {}, { user });

export function useCreatePerson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPerson,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['people'] }),
  });
}
