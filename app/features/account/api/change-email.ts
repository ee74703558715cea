import { useMutation } from '@tanstack/react-query';
import { accountReply, type ChangeAccountEmailBody } from '../../../../api/contract/account';
import { apiRequest } from '../../../lib/api-client';
import { useAccountSaved } from './get-account';

/** POST /api/account/email body {email, currentPassword}: the new sign-in email. */
export const changeEmail = (body: ChangeAccountEmailBody) =>
  apiRequest('POST', '/api/account/email', accountReply, body);

export function useChangeEmail() {
  return useMutation({ mutationFn: changeEmail, onSuccess: useAccountSaved() });
}
