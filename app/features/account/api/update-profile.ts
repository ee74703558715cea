import { useMutation } from '@tanstack/react-query';
import {
  accountReply,
  type UpdateAccountProfileBody,
} from '../../../../api/modules/account/contract';
import { apiRequestByPath } from '../../../lib/http/api-client';
import { useAccountSaved } from './get-account';

/** POST /api/account/profile body {profile}: the given fields (General, Information, Social). */
export const updateProfile = (profile: UpdateAccountProfileBody['profile']) =>
  apiRequestByPath('POST', '/api/account/profile', accountReply, { profile });

export function useUpdateProfile() {
  return useMutation({ mutationFn: updateProfile, onSuccess: useAccountSaved() });
}
