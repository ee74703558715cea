import { useEffect, useRef } from 'react';
import { roleAllows, useAuthState } from '../session/auth-state';
import { http, SessionEndedError } from './http';
// the declaration only (no schema: api/modules/live/endpoints.ts imports the kit alone)
import { streamLiveEvents } from '../../../api/modules/live/endpoints';

/**
 * Live updates in the app (docs/architecture.md decision 11, docs/decisions/0052): one stream of
 * server-sent events per tab, `GET /api/apps/chat/events`, read with fetch through the HTTP client
 * (./http.ts: the bearer token, and the one refresh on a 401), so the same code runs against the
 * Node server and the in-page back end of browser mode.
 *
 * - `<LiveConnection />` (the dashboard layout) holds the connection while a staff member (rule
 *   editor) is signed in; `useLiveEvent(types, handler)` hands a screen the events it wants.
 * - A dropped stream reconnects by itself, after 1, 2, 4 ... 30 s (with some randomness), and at
 *   once when the browser comes back online or the tab becomes visible. The server ends a stream
 *   when its access token expires; the next request refreshes the token (a 401 first).
 * - After every (re)connect the app gets `{type: 'live.connected'}`: what a screen shows may have
 *   changed while nothing was connected, so it fetches it again. Events are not replayed.
 */
export interface LiveMessage {
  type: string;
  [key: string]: unknown;
}

/** emitted after every connect and reconnect: screens fetch again what they may have missed */
export const LIVE_CONNECTED = 'live.connected';
/** the server's bus lost events (its LISTEN connection dropped): the same as a reconnect */
const LIVE_MISSED = 'live.missed';

// ---------------------------------------------------------------------------------------------
// Server-sent events, as the HTML standard parses them (only what this stream uses: data, event,
// id, retry, comments).

export interface SseEvent {
  event: string;
  data: string;
  id?: string;
}

/** A parser fed text as it arrives; calls `onEvent` for every complete event. */
export function sseParser(onEvent: (event: SseEvent) => void, onRetry?: (ms: number) => void) {
  let buffer = '';
  let data: string[] = [];
  let event = '';
  let id: string | undefined;
  const line = (text: string) => {
    if (text === '') {
      if (data.length) onEvent({ event: event || 'message', data: data.join('\n'), id });
      data = [];
      event = '';
      return;
    }
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon < 0 ? text : text.slice(0, colon);
    let value = colon < 0 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') data.push(value);
    else if (field === 'event') event = value;
    else if (field === 'id') id = value;
    else if (field === 'retry' && /^\d+$/.test(value)) onRetry?.(Number(value));
  };
  return (chunk: string) => {
    buffer += chunk;
    for (;;) {
      const end = /\r\n|\n|\r/.exec(buffer);
      // a CR at the very end may be the first half of a CRLF: wait for the next chunk
      if (!end || (end[0] === '\r' && end.index === buffer.length - 1)) break;
      const text = buffer.slice(0, end.index);
      buffer = buffer.slice(end.index + end[0].length);
      line(text);
    }
  };
}

// ---------------------------------------------------------------------------------------------
// Who wants which events

const handlers = new Map<string, Set<(event: LiveMessage) => void>>();

/** Calls `handler` with every live event of those types; answers the function that stops it. */
export function onLiveEvent(
  types: string | readonly string[],
  handler: (event: LiveMessage) => void,
): () => void {
  const list = typeof types === 'string' ? [types] : [...types];
  for (const type of list) {
    const set = handlers.get(type) ?? new Set();
    set.add(handler);
    handlers.set(type, set);
  }
  return () => {
    for (const type of list) handlers.get(type)?.delete(handler);
  };
}

/** Hands an event to its handlers; one that throws does not stop the others. */
export function emitLiveEvent(event: LiveMessage) {
  for (const handler of [...(handlers.get(event.type) ?? [])]) {
    try {
      handler(event);
    } catch (error) {
      console.error(error);
    }
  }
}

// ---------------------------------------------------------------------------------------------
// The connection

export interface LiveConnectionOptions {
  /** opens the stream (default: the HTTP client's, with the token and its refresh) */
  open?: (signal: AbortSignal) => Promise<Response>;
  /** the first wait after a failure; doubled after each, up to maxDelayMs */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** a stream that ended sooner than this after it connected counts as a failure (no fast loop) */
  minLifeMs?: number;
  /** a number in [0, 1) (tests fix it) */
  random?: () => number;
  /** where online and visibilitychange are listened to (tests: none) */
  scope?: Pick<Window, 'addEventListener' | 'removeEventListener'> & {
    document?: Pick<Document, 'visibilityState'>;
  };
}

export interface LiveConnection {
  stop(): void;
  /** connected now: the server's ready event came and the stream is open */
  connected(): boolean;
}

/**
 * One connection that reconnects by itself until stopped. Events go to `emitLiveEvent`; after
 * each connect, `{type: 'live.connected'}`.
 */
export function createLiveConnection({
  open = (signal) => http.stream(streamLiveEvents.path, signal),
  baseDelayMs = 1_000,
  maxDelayMs = 30_000,
  minLifeMs = 1_000,
  random = Math.random,
  scope = typeof window === 'undefined' ? undefined : window,
}: LiveConnectionOptions = {}): LiveConnection {
  let stopped = false;
  let running = false;
  let isConnected = false;
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let controller: AbortController | undefined;

  const delayAfter = (count: number) =>
    Math.min(maxDelayMs, baseDelayMs * 2 ** Math.max(0, count - 1)) * (0.5 + random() / 2);

  const schedule = (ms: number) => {
    clearTimeout(timer);
    if (!stopped) timer = setTimeout(run, ms);
  };

  async function run() {
    if (stopped || running) return;
    running = true;
    controller = new AbortController();
    let connectedAt: number | undefined;
    let ended = 'failed' as 'failed' | 'closed' | 'final';
    try {
      const res = await open(controller.signal);
      // not staff (403), or no sign-in left: nothing to retry until the sign-in changes
      if (res.status === 401 || res.status === 403) {
        ended = 'final';
        return;
      }
      if (!res.ok || !res.body) throw new Error(`live events: HTTP ${res.status}`);
      const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
      const feed = sseParser((event) => {
        if (event.event === 'ready') {
          isConnected = true;
          connectedAt = performance.now();
          emitLiveEvent({ type: LIVE_CONNECTED });
          return;
        }
        if (event.event !== 'message') return;
        let message: unknown;
        try {
          message = JSON.parse(event.data);
        } catch {
          return;
        }
        if (!message || typeof message !== 'object') return;
        const { type } = message as { type?: unknown };
        if (type === LIVE_MISSED) emitLiveEvent({ type: LIVE_CONNECTED });
        else if (typeof type === 'string') emitLiveEvent(message as LiveMessage);
      });
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        feed(value);
      }
      ended = 'closed';
    } catch (error) {
      // the sign-in ended: the HTTP client sends the person to the login page
      if (error instanceof SessionEndedError) ended = 'final';
    } finally {
      running = false;
      isConnected = false;
      const lived = connectedAt === undefined ? 0 : performance.now() - connectedAt;
      if (ended === 'final') stop();
      else if (!stopped) {
        // a stream that lived (the server ended it at the token's expiry): at once; else back off
        failures = ended === 'closed' && lived >= minLifeMs ? 0 : failures + 1;
        schedule(failures === 0 ? 0 : delayAfter(failures));
      }
    }
  }

  /** back online, or the tab visible again: do not wait for the backoff */
  const wake = () => {
    if (stopped || running) return;
    if (scope?.document && scope.document.visibilityState !== 'visible') return;
    failures = 0;
    schedule(0);
  };

  function stop() {
    stopped = true;
    clearTimeout(timer);
    controller?.abort();
    scope?.removeEventListener('online', wake);
    scope?.removeEventListener('visibilitychange', wake);
  }

  scope?.addEventListener('online', wake);
  scope?.addEventListener('visibilitychange', wake);
  schedule(0);
  return { stop, connected: () => isConnected };
}

let shared: { connection: LiveConnection; holders: number } | undefined;

/**
 * Holds the tab's one connection: the first holder opens it, the last one to let go closes it.
 * Answers the function that lets go.
 */
export function holdLiveConnection(options?: LiveConnectionOptions): () => void {
  shared ??= { connection: createLiveConnection(options), holders: 0 };
  const held = shared;
  held.holders++;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    held.holders--;
    if (held.holders === 0 && shared === held) {
      held.connection.stop();
      shared = undefined;
    }
  };
}

// ---------------------------------------------------------------------------------------------
// React

/**
 * Calls `handler` with every live event of those types while the component is mounted (the
 * latest handler: it need not be stable). Listen to 'live.connected' too, to fetch again after a
 * reconnect.
 */
export function useLiveEvent(
  types: string | readonly string[],
  handler: (event: LiveMessage) => void,
) {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  const key = typeof types === 'string' ? types : types.join('\n');
  useEffect(() => onLiveEvent(key.split('\n'), (event) => latest.current(event)), [key]);
}

/** Holds the connection while `holder` is set; a new holder (another sign-in) reconnects. */
export function useLiveConnection(holder: string | null) {
  useEffect(() => (holder === null ? undefined : holdLiveConnection()), [holder]);
}

/**
 * The tab's connection while a staff member (rule editor, by the server's role) is signed in;
 * mounted once, in the dashboard layout. Renders nothing.
 */
export function LiveConnection(): null {
  const auth = useAuthState();
  const staff = auth.signedIn && roleAllows('editor', auth.serverRole);
  useLiveConnection(staff ? String(auth.uid ?? 'signed-in') : null);
  return null;
}
