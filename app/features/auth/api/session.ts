import type { AuthReply } from '../../../../api/modules/auth/contract';
import { loadAuthConfig } from '../../../lib/session/auth-config';
import { startSession } from '../../../lib/session/session';
import { sessionTtl } from '../../../lib/session/session-lifetime';

/** Starts the session a sign-in or a register answered, for as long as the server's setting says. */
export async function beginSession(reply: AuthReply, remember: boolean) {
  await loadAuthConfig(); // the session's lifetime
  startSession({ ...reply, remember, ttlSeconds: sessionTtl() });
}
