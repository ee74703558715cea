import { useMutation } from '@tanstack/react-query';
import { resetPasswordReply, type ResetPasswordBody } from '../../../../api/modules/auth/contract';
import { apiRequestByPath } from '../../../lib/http/api-client';

/**
 * POST /api/auth/reset-password with the single-use link's token. Refusals: resetTokenInvalid
 * (field token), passwordTooShort and passwordTooLong (field password).
 */
export const resetPassword = (body: ResetPasswordBody) =>
  apiRequestByPath('POST', '/api/auth/reset-password', resetPasswordReply, body);

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
