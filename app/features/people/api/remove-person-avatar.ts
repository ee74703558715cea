import { useMutation, useQueryClient } from '@tanstack/react-query';
import { avatarReply } from '../../../../api/modules/avatars/contract';
import { apiRequestByPath } from '../../../lib/http/api-client';
import { showPersonAvatar } from './upload-person-avatar';

/** DELETE /api/user-management/users/{id}/avatar (admin): the default picture again, {avatar}. */
export const removePersonAvatar = (id: number) =>
  apiRequestByPath('DELETE', `/api/user-management/users/${id}/avatar`, avatarReply);

export function useRemovePersonAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePersonAvatar,
    onSuccess: (reply, id) => showPersonAvatar(queryClient, id, reply),
  });
}
