import { useMutation, useQueryClient } from '@tanstack/react-query';
import { avatarReply } from '../../../../api/contract/avatars';
import { apiRequest } from '../../../lib/api-client';
import { showOwnAvatar } from './upload-own-avatar';

/** DELETE /api/account/avatar: the default picture again, {avatar}. */
export const removeOwnAvatar = () => apiRequest('DELETE', '/api/account/avatar', avatarReply);

export function useRemoveOwnAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeOwnAvatar,
    onSuccess: (reply) => showOwnAvatar(queryClient, reply),
  });
}
