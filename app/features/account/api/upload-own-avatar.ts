import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { AccountReply } from '../../../../api/modules/account/contract';
import type { AvatarReply } from '../../../../api/modules/avatars/contract';
import * as avatarEndpoints from '../../../../api/modules/avatars/endpoints';
import { apiRequest } from '../../../lib/http/api-client';
import { updateUserInfo } from '../../../lib/session/user-info';
import { ACCOUNT_KEY } from './get-account';

/** PUT /api/account/avatar, the image as the body (PNG, JPEG or WebP, at most 2 MB): {avatar}. */
export const uploadOwnAvatar = (file: File) =>
  apiRequest(avatarEndpoints.uploadOwnAvatar, {}, file);

/**
 * One's new picture at once: in the cached account (General tab, profile) and in the shell's
 * header (the user info); then the account is read again.
 */
export function showOwnAvatar(queryClient: QueryClient, { avatar }: AvatarReply) {
  queryClient.setQueryData<AccountReply>(
    ACCOUNT_KEY,
    (account) => account && { ...account, person: { ...account.person, avatar } },
  );
  updateUserInfo({ photoURL: avatar });
  return queryClient.invalidateQueries({ queryKey: ACCOUNT_KEY });
}

export function useUploadOwnAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadOwnAvatar,
    onSuccess: (reply) => showOwnAvatar(queryClient, reply),
  });
}
