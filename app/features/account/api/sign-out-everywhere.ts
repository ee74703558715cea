import { useMutation } from '@tanstack/react-query';
import { okReply } from '../../../../api/modules/account/contract';
import { apiRequestByPath } from '../../../lib/http/api-client';
import { clearAuthState } from '../../../lib/session/session';

/**
 * POST /api/account/sessions/sign-out-everywhere: every session of the person ends, this one too;
 * the browser then forgets the sign-in through the session module (nothing left to revoke); the
 * screen goes to the sign-in page.
 */
export async function signOutEverywhere() {
  const reply = await apiRequestByPath(
    'POST',
    '/api/account/sessions/sign-out-everywhere',
    okReply,
  );
  clearAuthState({ revoke: false });
  return reply;
}

export const useSignOutEverywhere = () => useMutation({ mutationFn: signOutEverywhere });
