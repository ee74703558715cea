import { useMutation } from '@tanstack/react-query';
import type { UpdateAccountProfileBody } from '../../../../api/modules/account/contract';
import * as endpoints from '../../../../api/modules/account/endpoints';
import { apiRequest } from '../../../lib/http/api-client';
import { useAccountSaved } from './get-account';

/** POST /api/account/profile body {profile}: the given fields (General, Information, Social). */
export const updateProfile = (profile: UpdateAccountProfileBody['profile']) =>
  apiRequest(endpoints.updateAccountProfile, {}, { profile });

export function useUpdateProfile() {
  return useMutation({ mutationFn: updateProfile, onSuccess: useAccountSaved() });
}
