import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { AvatarReply } from '../../../../api/modules/avatars/contract';
import * as avatarEndpoints from '../../../../api/modules/avatars/endpoints';
import type { ManagedUser } from '../../../../api/modules/user-management/contract';
import { apiRequest } from '../../../lib/http/api-client';

export interface PersonAvatarUpload {
  id: number;
  /** PNG, JPEG or WebP, at most 2 MB: sent as it is, its type the Content-Type */
  file: File;
}

/** PUT /api/user-management/users/{id}/avatar, the image as the body (admin): answers {avatar}. */
export const uploadPersonAvatar = ({ id, file }: PersonAvatarUpload) =>
  apiRequest(avatarEndpoints.uploadPersonAvatar, { id }, file);

/** The person's new picture in the cache at once (view and list), then the people read again. */
export function showPersonAvatar(queryClient: QueryClient, id: number, { avatar }: AvatarReply) {
  queryClient.setQueryData<ManagedUser>(
    ['people', 'person', id],
    (person) => person && { ...person, avatar },
  );
  queryClient.setQueryData<ManagedUser[]>(['people', 'list'], (list) =>
    list?.map((p) => (p.id === id ? { ...p, avatar } : p)),
  );
  return queryClient.invalidateQueries({ queryKey: ['people'] });
}

export function useUploadPersonAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadPersonAvatar,
    onSuccess: (reply, { id }) => showPersonAvatar(queryClient, id, reply),
  });
}
