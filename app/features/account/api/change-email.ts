import { useMutation } from '@tanstack/react-query';
import type { ChangeAccountEmailBody } from '../../../../api/modules/account/contract';
import * as endpoints from '../../../../api/modules/account/endpoints';
import { apiRequest } from '../../../lib/http/api-client';
import { useAccountSaved } from './get-account';

/** POST /api/account/email body {email, currentPassword}: the new sign-in email. */
export const changeEmail = (body: ChangeAccountEmailBody) =>
  apiRequest(endpoints.changeAccountEmail, {}, body);

export function useChangeEmail() {
  return useMutation({ mutationFn: changeEmail, onSuccess: useAccountSaved() });
}
