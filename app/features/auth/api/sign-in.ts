import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import {
  authReply,
  loginErrorReply,
  type AuthReply,
  type LoginBody,
} from '../../../../api/modules/auth/contract';
import { ApiRequestError, apiRequestByPath } from '../../../lib/http/api-client';
import { beginSession } from './session';

const signInReply = z.union([authReply, loginErrorReply]);

/**
 * POST /api/auth/login, then the session starts. A wrong email or password is HTTP 200 with
 * `{error, code}` (docs/product.md section 8): it throws as every other refusal does.
 */
export async function signIn(body: LoginBody & { remember: boolean }): Promise<AuthReply> {
  const reply = await apiRequestByPath('POST', '/api/auth/login', signInReply, body);
  if ('error' in reply) throw new ApiRequestError(200, reply.code, reply.error);
  await beginSession(reply, body.remember);
  return reply;
}

export const useSignIn = () => useMutation({ mutationFn: signIn });
