import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateProfileBody } from '../../../../api/modules/auth/contract';
import * as endpoints from '../../../../api/modules/auth/endpoints';
import { apiRequest } from '../../../lib/http/api-client';
import { updateUserInfo } from '../../../lib/session/user-info';

/** POST /api/auth/profile: the display name, for both kinds of account. */
export async function updateDisplayName(body: UpdateProfileBody) {
  const { userData } = await apiRequest(endpoints.updateProfile, {}, body);
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
