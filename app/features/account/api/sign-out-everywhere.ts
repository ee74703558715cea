import { useMutation } from '@tanstack/react-query';
import * as endpoints from '../../../../api/modules/account/endpoints';
import { apiRequest } from '../../../lib/http/api-client';
import { clearAuthState } from '../../../lib/session/session';

/**
 * POST /api/account/sessions/sign-out-everywhere: every session of the person ends, this one too;
 * the browser then forgets the sign-in through the session module (nothing left to revoke); the
 * screen goes to the sign-in page.
 */
export async function signOutEverywhere() {
  const reply = await apiRequest(endpoints.signOutEverywhere);
  clearAuthState({ revoke: false });
  return reply;
}

export const useSignOutEverywhere = () => useMutation({ mutationFn: signOutEverywhere });
