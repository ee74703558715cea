import { useMutation } from '@tanstack/react-query';
import type { AuthReply, LoginBody } from '../../../../api/modules/auth/contract';
import * as endpoints from '../../../../api/modules/auth/endpoints';
import { ApiRequestError, apiRequest } from '../../../lib/http/api-client';
import { beginSession } from './session';

/**
 * POST /api/auth/login, then the session starts. A wrong email or password is HTTP 200 with
 * `{error, code}` (docs/product.md section 8): it throws as every other refusal does.
 */
export async function signIn(body: LoginBody & { remember: boolean }): Promise<AuthReply> {
  const reply = await apiRequest(endpoints.logIn, {}, body);
  if ('error' in reply) throw new ApiRequestError(200, reply.code, reply.error);
  await beginSession(reply, body.remember);
  return reply;
}

export const useSignIn = () => useMutation({ mutationFn: signIn });
