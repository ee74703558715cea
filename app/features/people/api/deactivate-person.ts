import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequestByPath } from '../../../lib/http/api-client';

// the contract's {ok: true}; loose, so that a reply that also carries the person still fits
const okReply = z.looseObject({ ok: z.literal(true) });

/** DELETE /api/user-management/users/{id} (admin): deactivates the person. */
export const deactivatePerson = (id: number) =>
  apiRequestByPath('DELETE', `/api/user-management/users/${id}`, okReply);

export function useDeactivatePerson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deactivatePerson,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['people'] }),
  });
}
