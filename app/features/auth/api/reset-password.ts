import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordBody } from '../../../../api/modules/auth/contract';
import * as endpoints from '../../../../api/modules/auth/endpoints';
import { apiRequest } from '../../../lib/http/api-client';

/**
 * POST /api/auth/reset-password with the single-use link's token. Refusals: resetTokenInvalid
 * (field token), passwordTooShort and passwordTooLong (field password).
 */
export const resetPassword = (body: ResetPasswordBody) =>
  apiRequest(endpoints.resetPassword, {}, body);

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
