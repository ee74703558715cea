import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordBody } from '../../../../api/modules/auth/contract';
import * as endpoints from '../../../../api/modules/auth/endpoints';
import { apiRequest } from '../../../lib/http/api-client';

/**
 * POST /api/auth/forgot-password: the same answer whether or not the account exists; in
 * development and browser mode it carries the link (there is no mail server to send it yet).
 */
export const requestPasswordReset = (body: ForgotPasswordBody) =>
  apiRequest(endpoints.requestPasswordReset, {}, body);

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
