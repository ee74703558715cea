/**
 * The server-sent event stream of the live updates (docs/decisions/0052), shared by the staff
 * stream (api/modules/live) and the public tracking stream (api/modules/shipments): the frames,
 * the heartbeat, the end after a time, and the clean-up when the reader goes away.
 */

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

export interface EventStreamOptions {
  /**
   * starts listening: `emit` sends one event as a default `message`, `end` ends the stream (the
   * bus closing); answers the function that stops listening
   */
  subscribe(emit: (data: object) => void, end: () => void): () => void;
  /** the stream ends after this long (a token's expiry, a public stream's longest life) */
  endAfterMs: number;
  /**
   * the `ready` event's data, sent first; a function is read once listening has begun, so what it
   * reports and the events after it leave no change unseen between them
   */
  ready: object | (() => Promise<object>);
  /** run at every heartbeat; false ends the stream (an account no longer allowed) */
  stillAllowed?: () => Promise<boolean>;
}

/**
 * A `text/event-stream` reply: `retry:`, an `event: ready`, then each emitted event with an
 * `id:` counted per stream, and a comment as heartbeat every 25 s. A closed connection
 * unsubscribes; a reader that takes nothing (a stalled connection) has its stream ended rather
 * than the server keeping its events without end.
 */
export function eventStream({ subscribe, endAfterMs, ready, stillAllowed }: EventStreamOptions) {
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
    async start(controller) {
      const send = (text: string) => {
        if (ended) return;
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
      unsubscribe = subscribe((data) => send(sseFrame(++next, data)), end);
      // the longest a timer may wait is 2^31 - 1 ms
      expiry = setTimeout(end, Math.max(0, Math.min(endAfterMs, 2 ** 31 - 1)));
      heartbeat = setInterval(async () => {
        if (stillAllowed && !(await stillAllowed())) return end();
        send(': heartbeat\n\n');
      }, LIVE_HEARTBEAT_MS);
      send(`retry: ${LIVE_RETRY_MS}\n\n`);
      try {
        send(sseFrame(next, typeof ready === 'function' ? await ready() : ready, 'ready'));
      } catch {
        end();
      }
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
}
