import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('./api-mode', () => ({ apiMode: 'server', ensureBackend: () => Promise.resolve() }));

import {
  createLiveConnection,
  LIVE_CONNECTED,
  onLiveEvent,
  sseParser,
  type LiveMessage,
  type SseEvent,
} from './live-events';
import { configureHttp, http, resetHttpForTests } from './http';

describe('sseParser', () => {
  it('parses events split anywhere, CRLF and LF, comments, event names, ids and retry', () => {
    const events: SseEvent[] = [];
    const retries: number[] = [];
    const feed = sseParser(
      (event) => events.push(event),
      (ms) => retries.push(ms),
    );
    const text =
      'retry: 2000\n\n: heartbeat\n\nevent: ready\r\nid: 0\r\ndata: {"a":1}\r\n\r\n' +
      'id: 1\ndata: line one\ndata:line two\n\ndata: {"type":"x"}\r\r\n';
    // one character at a time: every split a network could make (a CR at the end waits for a
    // possible LF, so the last event ends with CR CRLF)
    for (const char of text) feed(char);
    expect(retries).toEqual([2000]);
    expect(events).toEqual([
      { event: 'ready', data: '{"a":1}', id: '0' },
      { event: 'message', data: 'line one\nline two', id: '1' },
      { event: 'message', data: '{"type":"x"}', id: '1' },
    ]);
  });
});

/** A stream the test writes frames to, as the server would. */
function fakeStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  const encoder = new TextEncoder();
  return {
    response: new Response(body, { headers: { 'content-type': 'text/event-stream' } }),
    write: (text: string) => controller.enqueue(encoder.encode(text)),
    end: () => controller.close(),
    fail: () => controller.error(new Error('network')),
  };
}

const ready = 'retry: 2000\n\nevent: ready\nid: 0\ndata: {}\n\n';

describe('createLiveConnection', () => {
  const stops: (() => void)[] = [];
  afterEach(() => {
    stops.splice(0).forEach((stop) => stop());
    vi.useRealTimers();
    resetHttpForTests();
  });

  function collect(types: string[]) {
    const seen: LiveMessage[] = [];
    stops.push(onLiveEvent(types, (event) => seen.push(event)));
    return seen;
  }

  it('emits live.connected, then the events; reconnects after a drop with backoff', async () => {
    vi.useFakeTimers();
    const streams: ReturnType<typeof fakeStream>[] = [];
    const open = vi.fn(async () => {
      const stream = fakeStream();
      streams.push(stream);
      return stream.response;
    });
    const seen = collect([LIVE_CONNECTED, 'chat.message']);
    const connection = createLiveConnection({ open, random: () => 0.999, scope: undefined });
    stops.push(connection.stop);
    await vi.advanceTimersByTimeAsync(0);
    expect(open).toHaveBeenCalledTimes(1);
    streams[0].write(ready);
    streams[0].write('id: 1\ndata: {"type":"chat.message","from":2}\n\n');
    streams[0].write('id: 2\ndata: {"type":"other"}\n\n');
    await vi.advanceTimersByTimeAsync(0);
    expect(connection.connected()).toBe(true);
    expect(seen).toEqual([{ type: LIVE_CONNECTED }, { type: 'chat.message', from: 2 }]);

    // the network drops: a second later it tries again; that fails, then two seconds later
    streams[0].fail();
    await vi.advanceTimersByTimeAsync(0);
    expect(connection.connected()).toBe(false);
    await vi.advanceTimersByTimeAsync(999);
    expect(open).toHaveBeenCalledTimes(2);
    streams[1].fail();
    await vi.advanceTimersByTimeAsync(1_500);
    expect(open).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(500);
    expect(open).toHaveBeenCalledTimes(3);
    streams[2].write(ready);
    await vi.advanceTimersByTimeAsync(0);
    // connected again: the screens are told to fetch what they missed
    expect(seen.filter((e) => e.type === LIVE_CONNECTED)).toHaveLength(2);

    // the server ends a stream that lived (its token expired): reconnect at once
    await vi.advanceTimersByTimeAsync(5_000);
    streams[2].end();
    await vi.advanceTimersByTimeAsync(0);
    expect(open).toHaveBeenCalledTimes(4);

    connection.stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(open).toHaveBeenCalledTimes(4);
  });

  it('a server that lost events (live.missed) counts as a reconnect', async () => {
    const stream = fakeStream();
    const seen = collect([LIVE_CONNECTED]);
    const connection = createLiveConnection({
      open: async () => stream.response,
      scope: undefined,
    });
    stops.push(connection.stop);
    stream.write(ready + 'id: 1\ndata: {"type":"live.missed"}\n\n');
    await vi.waitFor(() => expect(seen).toHaveLength(2));
  });

  it('goes back at once when the browser comes online', async () => {
    vi.useFakeTimers();
    const target = new EventTarget();
    const open = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const connection = createLiveConnection({
      open,
      baseDelayMs: 10_000,
      scope: target as unknown as Window,
    });
    stops.push(connection.stop);
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(0);
    expect(open).toHaveBeenCalledTimes(1);
    target.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(open).toHaveBeenCalledTimes(2);
  });

  it('stops for good on 403 (not staff)', async () => {
    vi.useFakeTimers();
    const open = vi.fn(async () => new Response('{}', { status: 403 }));
    const connection = createLiveConnection({ open, scope: undefined });
    stops.push(connection.stop);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('opens the stream through the HTTP client: bearer token, and one refresh on a 401', async () => {
    const tokens: (string | null)[] = [];
    const fetchMock = vi.fn(async (_path: string, init: RequestInit) => {
      const auth = (init.headers as Record<string, string>).authorization ?? null;
      tokens.push(auth);
      return auth === 'Bearer fresh'
        ? new Response('retry: 1\n\n', { status: 200 })
        : new Response('{"code":"invalidAccessToken"}', { status: 401 });
    });
    vi.stubGlobal('fetch', fetchMock);
    let current = 'stale';
    configureHttp({
      readToken: () => current,
      refresh: async () => (current = 'fresh'),
      clearSession: () => {},
    });
    const res = await http.stream('/api/apps/chat/events', new AbortController().signal);
    expect(res.status).toBe(200);
    expect(tokens).toEqual(['Bearer stale', 'Bearer fresh']);
    vi.unstubAllGlobals();
  });
});
