import { useMutation } from '@tanstack/react-query';
import { resetPasswordReply, type ResetPasswordBody } from '../../../../api/contract/auth';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/auth/reset-password with the single-use link's token. Refusals: resetTokenInvalid
 * (field token), passwordTooShort and passwordTooLong (field password).
 */
export const resetPassword = (body: ResetPasswordBody) =>
  apiRequest('POST', '/api/auth/reset-password', resetPasswordReply, body);

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
