import { useMutation, useQueryClient } from '@tanstack/react-query';
import { avatarReply } from '../../../../api/modules/avatars/contract';
import { apiRequestByPath } from '../../../lib/http/api-client';
import { showOwnAvatar } from './upload-own-avatar';

/** DELETE /api/account/avatar: the default picture again, {avatar}. */
export const removeOwnAvatar = () => apiRequestByPath('DELETE', '/api/account/avatar', avatarReply);

export function useRemoveOwnAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeOwnAvatar,
    onSuccess: (reply) => showOwnAvatar(queryClient, reply),
  });
}
