import { decodeJwt } from 'jose';
import { roleAllows } from '../../contract/roles';
import { eventStream } from '../../platform/event-stream';
import { endpointRoutes } from '../../platform/endpoint-routes';
import type { ApiDeps } from '../deps';
import * as endpoints from './endpoints';

export { LIVE_HEARTBEAT_MS, LIVE_RETRY_MS, sseFrame } from '../../platform/event-stream';

/**
 * GET /api/apps/chat/events (rule editor; ./endpoints.ts declares it): every live event addressed to the reader, of every
 * app, as `text/event-stream` (docs/decisions/0052). The client reads it with fetch and the usual
 * bearer header (app/lib/http/live-events.ts), so no token goes into a URL and no ticket has to be
 * shared between processes.
 * - first `retry:` and an `event: ready` (data `{expiresAt}`), then each event as a default
 *   `message` with an `id:` counted per stream, and a comment as heartbeat every 25 s
 *   (api/platform/event-stream.ts);
 * - the stream is one long request, so what requireRule checks once per request is checked
 *   again at every heartbeat (the account's status and role, docs/decisions/0049), and the
 *   stream ends when the access token expires: the client reconnects through its HTTP client,
 *   whose 401 refreshes the token;
 * - a closed connection unsubscribes; the bus closing (a server shutting down) ends the stream.
 */
export function liveRoutes(deps: ApiDeps) {
  return endpointRoutes(deps).on(endpoints.streamLiveEvents, async (c) => {
    const { id: accountId } = c.get('principal');
    const token = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')![1];
    const expiresAtMs = (decodeJwt(token).exp ?? 0) * 1000;
    return eventStream({
      subscribe: (emit, end) => deps.live.subscribe(accountId, emit, end),
      endAfterMs: expiresAtMs - deps.now().getTime(),
      ready: { expiresAt: new Date(expiresAtMs).toISOString() },
      async stillAllowed() {
        if (deps.now().getTime() >= expiresAtMs) return false;
        const account = await deps.stores.auth.findAccess(accountId).catch(() => undefined);
        return account?.accountStatus === 'active' && roleAllows('editor', account.role);
      },
    });
  }).router;
}
