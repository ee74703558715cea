import { decodeJwt } from 'jose';
import { roleAllows } from '../../contract/roles';
import { requireRule } from '../../platform/guard';
import type { LiveEvent } from '../../platform/live';
import { apiRouter } from '../../platform/router';
import type { ApiDeps } from '../../platform/types';

/** a comment line this often keeps proxies and the browser from dropping an idle stream */
export const LIVE_HEARTBEAT_MS = 25_000;
/** the `retry:` hint: how long a browser's EventSource would wait before reconnecting */
export const LIVE_RETRY_MS = 2_000;

/** frames waiting for a reader that does not read, before its stream is ended */
const MAX_QUEUED = 1_000;
const encoder = new TextEncoder();

/** One server-sent event: its id, its name when not the default, its data as one JSON line. */
export function sseFrame(id: number, data: object, event?: string): string {
  return `${event ? `event: ${event}\n` : ''}id: ${id}\ndata: ${JSON.stringify(data)}\n\n`;
}

/**
 * GET /api/apps/chat/events (rule editor): every live event addressed to the reader, of every
 * app, as `text/event-stream` (docs/decisions/0052). The client reads it with fetch and the usual
 * bearer header (app/lib/live-events.ts), so no token goes into a URL and no ticket has to be
 * shared between processes.
 * - first `retry:` and an `event: ready` (data `{expiresAt}`), then each event as a default
 *   `message` with an `id:` counted per stream, and a comment as heartbeat every 25 s;
 * - the stream is one long request, so what requireRule checks once per request is checked
 *   again at every heartbeat (the account's status and role, docs/decisions/0049), and the
 *   stream ends when the access token expires: the client reconnects through its HTTP client,
 *   whose 401 refreshes the token;
 * - a closed connection unsubscribes; the bus closing (a server shutting down) ends the stream.
 */
export function liveRoutes(deps: ApiDeps) {
  // LIVE_EVENTS_PATH of api/contract/live.ts, under the API's /api
  return apiRouter().get('/apps/chat/events', requireRule(deps, 'editor'), (c) => {
    const { id: accountId } = c.get('principal');
    const token = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')![1];
    const expiresAtMs = (decodeJwt(token).exp ?? 0) * 1000;
    let unsubscribe = () => {};
    let heartbeat: ReturnType<typeof setInterval> | undefined;
    let expiry: ReturnType<typeof setTimeout> | undefined;
    let ended = false;
    let next = 0;
    const stop = () => {
      ended = true;
      unsubscribe();
      clearInterval(heartbeat);
      clearTimeout(expiry);
    };

    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        const send = (text: string) => {
          if (ended) return;
          // a reader that takes nothing (a stalled connection) does not make the server keep
          // its events without end: the stream ends, and the client fetches when it is back
          if ((controller.desiredSize ?? 0) < -MAX_QUEUED) return end();
          try {
            controller.enqueue(encoder.encode(text));
          } catch {
            end();
          }
        };
        const end = () => {
          if (ended) return;
          stop();
          try {
            controller.close();
          } catch {
            // already closed or cancelled
          }
        };
        unsubscribe = deps.live.subscribe(
          accountId,
          (event: LiveEvent) => send(sseFrame(++next, event)),
          end,
        );
        // the longest a timer may wait is 2^31 - 1 ms; a token never lives that long, but be sure
        const remaining = Math.min(expiresAtMs - deps.now().getTime(), 2 ** 31 - 1);
        expiry = setTimeout(end, Math.max(0, remaining));
        heartbeat = setInterval(async () => {
          if (deps.now().getTime() >= expiresAtMs) return end();
          const account = await deps.stores.auth.findAccess(accountId).catch(() => undefined);
          if (account?.accountStatus !== 'active' || !roleAllows('editor', account.role)) {
            return end();
          }
          send(': heartbeat\n\n');
        }, LIVE_HEARTBEAT_MS);
        send(`retry: ${LIVE_RETRY_MS}\n\n`);
        send(sseFrame(next, { expiresAt: new Date(expiresAtMs).toISOString() }, 'ready'));
      },
      // the reader went away (the Node server cancels the body when the connection closes)
      cancel: stop,
    });

    return new Response(body, {
      headers: {
        'Content-Type': 'text/event-stream; charset=utf-8',
        // no-transform: no compression (server/compress.ts) and no proxy holds the events back
        'Cache-Control': 'no-store, no-transform',
        // nginx and its like: do not buffer this reply
        'X-Accel-Buffering': 'no',
      },
    });
  });
}
