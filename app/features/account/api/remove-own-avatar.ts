import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as avatarEndpoints from '../../../../api/modules/avatars/endpoints';
import { apiRequest } from '../../../lib/http/api-client';
import { showOwnAvatar } from './upload-own-avatar';

/** DELETE /api/account/avatar: the default picture again, {avatar}. */
export const removeOwnAvatar = () => apiRequest(avatarEndpoints.removeOwnAvatar);

export function useRemoveOwnAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeOwnAvatar,
    onSuccess: (reply) => showOwnAvatar(queryClient, reply),
  });
}
