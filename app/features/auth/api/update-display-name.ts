import { useMutation, useQueryClient } from '@tanstack/react-query';
import { meReply, type UpdateProfileBody } from '../../../../api/modules/auth/contract';
import { apiRequestByPath } from '../../../lib/http/api-client';
import { updateUserInfo } from '../../../lib/session/user-info';

/** POST /api/auth/profile: the display name, for both kinds of account. */
export async function updateDisplayName(body: UpdateProfileBody) {
  const { userData } = await apiRequestByPath('POST', '/api/auth/profile', meReply, body);
  updateUserInfo({ displayName: userData.displayName });
  return userData;
}

/** The server's record of the user changed: what the access check showed of it is stale. */
export function useUpdateDisplayName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDisplayName,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['auth', 'access'] }),
  });
}
