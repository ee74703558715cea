import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import {
  authReply,
  registerErrorReply,
  type AuthReply,
  type RegisterBody,
} from '../../../../api/modules/auth/contract';
import { ApiRequestError, apiRequestByPath } from '../../../lib/http/api-client';
import { beginSession } from './session';

const registerReply = z.union([authReply, registerErrorReply]);

/**
 * POST /api/auth/register, then the session starts. Refused fields come as HTTP 200 with every
 * problem together (docs/product.md section 5): they throw with one issue per field.
 */
export async function registerAccount(
  body: RegisterBody & { remember: boolean },
): Promise<AuthReply> {
  const reply = await apiRequestByPath('POST', '/api/auth/register', registerReply, body);
  if ('error' in reply) {
    const { code, field, issues } = reply;
    throw new ApiRequestError(200, code, `register refused: ${field}`, { field, issues });
  }
  await beginSession(reply, body.remember);
  return reply;
}

export const useRegisterAccount = () => useMutation({ mutationFn: registerAccount });
