import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangeAccountPasswordBody } from '../../../../api/modules/account/contract';
import * as endpoints from '../../../../api/modules/account/endpoints';
import { apiRequest } from '../../../lib/http/api-client';
import { SESSIONS_KEY } from './get-sessions';

/**
 * POST /api/account/password body {currentPassword, newPassword}: every other session is signed
 * out, this one stays.
 */
export const changePassword = (body: ChangeAccountPasswordBody) =>
  apiRequest(endpoints.changeAccountPassword, {}, body);

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    // the other sessions are gone
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
}
