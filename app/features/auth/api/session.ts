import type { AuthReply } from '../../../../api/contract/auth';
import { loadAuthConfig } from '../../../lib/auth-config';
import { startSession } from '../../../lib/session';
import { sessionTtl } from '../../../lib/session-lifetime';

/** Starts the session a sign-in or a register answered, for as long as the server's setting says. */
export async function beginSession(reply: AuthReply, remember: boolean) {
  await loadAuthConfig(); // the session's lifetime
  startSession({ ...reply, remember, ttlSeconds: sessionTtl() });
}
