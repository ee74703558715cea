import { useMutation } from '@tanstack/react-query';
import { accountReply, type UpdateAccountProfileBody } from '../../../../api/contract/account';
import { apiRequest } from '../../../lib/api-client';
import { useAccountSaved } from './get-account';

/** POST /api/account/profile body {profile}: the given fields (General, Information, Social). */
export const updateProfile = (profile: UpdateAccountProfileBody['profile']) =>
  apiRequest('POST', '/api/account/profile', accountReply, { profile });

export function useUpdateProfile() {
  return useMutation({ mutationFn: updateProfile, onSuccess: useAccountSaved() });
}
