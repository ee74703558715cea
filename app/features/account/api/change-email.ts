import { useMutation } from '@tanstack/react-query';
import {
  accountReply,
  type ChangeAccountEmailBody,
} from '../../../../api/modules/account/contract';
import { apiRequestByPath } from '../../../lib/http/api-client';
import { useAccountSaved } from './get-account';

/** POST /api/account/email body {email, currentPassword}: the new sign-in email. */
export const changeEmail = (body: ChangeAccountEmailBody) =>
  apiRequestByPath('POST', '/api/account/email', accountReply, body);

export function useChangeEmail() {
  return useMutation({ mutationFn: changeEmail, onSuccess: useAccountSaved() });
}
