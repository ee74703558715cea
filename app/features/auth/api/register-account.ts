import { useMutation } from '@tanstack/react-query';
import type { AuthReply, RegisterBody } from '../../../../api/modules/auth/contract';
import * as endpoints from '../../../../api/modules/auth/endpoints';
import { ApiRequestError, apiRequest } from '../../../lib/http/api-client';
import { beginSession } from './session';

/**
 * POST /api/auth/register, then the session starts. Refused fields come as HTTP 200 with every
 * problem together (docs/product.md section 5): they throw with one issue per field.
 */
export async function registerAccount(
  body: RegisterBody & { remember: boolean },
): Promise<AuthReply> {
  const reply = await apiRequest(endpoints.registerAccount, {}, body);
  if ('error' in reply) {
    const { code, field, issues } = reply;
    throw new ApiRequestError(200, code, `register refused: ${field}`, { field, issues });
  }
  await beginSession(reply, body.remember);
  return reply;
}

export const useRegisterAccount = () => useMutation({ mutationFn: registerAccount });
