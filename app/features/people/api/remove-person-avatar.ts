import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as avatarEndpoints from '../../../../api/modules/avatars/endpoints';
import { apiRequest } from '../../../lib/http/api-client';
import { showPersonAvatar } from './upload-person-avatar';

/** DELETE /api/user-management/users/{id}/avatar (admin): the default picture again, {avatar}. */
export const removePersonAvatar = (id: number) =>
  apiRequest(avatarEndpoints.removePersonAvatar, { id });

export function useRemovePersonAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePersonAvatar,
    onSuccess: (reply, id) => showPersonAvatar(queryClient, id, reply),
  });
}
