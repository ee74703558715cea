import { useMutation, useQueryClient } from '@tanstack/react-query';
import { okReply, type ChangeAccountPasswordBody } from '../../../../api/modules/account/contract';
import { apiRequestByPath } from '../../../lib/http/api-client';
import { SESSIONS_KEY } from './get-sessions';

/**
 * POST /api/account/password body {currentPassword, newPassword}: every other session is signed
 * out, this one stays.
 */
export const changePassword = (body: ChangeAccountPasswordBody) =>
  apiRequestByPath('POST', '/api/account/password', okReply, body);

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    // the other sessions are gone
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
}
