import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApi } from '../../app';
import { memoryLiveBus } from '../../platform/live';
import { eventStreamReader as reader, frameData as data } from '../../test/event-stream-reader';
import { createTestApi, storeKinds, type TestApi } from '../../test/harness';
import { streamLiveEvents } from './endpoints';
import { LIVE_HEARTBEAT_MS } from './routes';

const LIVE_EVENTS_PATH = streamLiveEvents.path;

describe.each(storeKinds())('live event stream (%s)', (kind) => {
  let api: TestApi;
  let bus: ReturnType<typeof memoryLiveBus>;
  let app: ReturnType<typeof createApi>;
  const open = (token?: string) =>
    app.request(LIVE_EVENTS_PATH, { headers: token ? { authorization: `Bearer ${token}` } : {} });

  beforeAll(async () => {
    bus = memoryLiveBus();
    api = await createTestApi(kind, { live: bus });
    app = createApi(api.deps);
  });
  afterAll(() => api.close());
  afterEach(() => vi.useRealTimers());

  it('answers 401 without a token and 403 to a customer', async () => {
    expect((await api.request('GET', LIVE_EVENTS_PATH)).status).toBe(401);
    const customer = await api.tokenFor('public');
    expect((await api.request('GET', LIVE_EVENTS_PATH, { token: customer })).status).toBe(403);
    expect(bus.listening()).toBe(0);
  });

  it('streams ready, then the events addressed to the reader, each with an id', async () => {
    const res = await open(await api.tokenFor('editor'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(res.headers.get('cache-control')).toContain('no-transform');
    const stream = reader(res);
    expect(await stream.next()).toBe('retry: 2000');
    const ready = await stream.next();
    expect(ready).toMatch(/^event: ready\nid: 0\n/);
    expect(Date.parse(data(ready).expiresAt)).toBeGreaterThan(api.deps.now().getTime());

    const editorId = (await api.deps.stores.auth.findUserByEmail('editor@demo.com'))!.id;
    const adminId = (await api.deps.stores.auth.findUserByEmail('admin@demo.com'))!.id;
    await bus.publish([adminId], { type: 'chat.message', from: editorId });
    await bus.publish([editorId], { type: 'chat.message', from: adminId, text: 'a "quote"\n' });
    await bus.publish('everyone', { type: 'email.changed' });
    const first = await stream.next();
    expect(first).toMatch(/^id: 1\ndata: /);
    expect(data(first)).toEqual({ type: 'chat.message', from: adminId, text: 'a "quote"\n' });
    const second = await stream.next();
    expect(second).toMatch(/^id: 2\n/);
    expect(data(second)).toEqual({ type: 'email.changed' });
    await stream.cancel();
  });

  it('takes no query: a bad query string changes nothing (the fuzz test does not read streams)', async () => {
    const token = await api.tokenFor('editor');
    for (const query of ['q=%00', 'id=%ED%A0%80&page=-1', `q=${'x'.repeat(10_000)}`]) {
      const res = await app.request(`${LIVE_EVENTS_PATH}?${query}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.status).toBe(200);
      await res.body!.cancel();
    }
    await expect.poll(() => bus.listening()).toBe(0);
  });

  it('unsubscribes when the reader goes away', async () => {
    const streams = await Promise.all(
      [1, 2, 3].map(async () => reader(await open(await api.tokenFor('admin')))),
    );
    for (const stream of streams) await stream.next();
    expect(bus.listening()).toBe(3);
    for (const stream of streams) await stream.cancel();
    // the cancel reaches the route's stream through the decoder's pipe, a turn later
    await expect.poll(() => bus.listening()).toBe(0);
  });

  it('ends when the access token expires', async () => {
    const shortLived = await createTestApi(kind, {
      live: bus,
      auth: { ...api.deps.auth, accessTokenTtlSeconds: 1 },
    });
    try {
      const stream = reader(
        await createApi(shortLived.deps).request(LIVE_EVENTS_PATH, {
          headers: { authorization: `Bearer ${await shortLived.tokenFor('editor')}` },
        }),
      );
      await stream.next();
      await stream.next();
      // nothing more comes, and the stream ends within the token's second
      expect(await stream.next()).toBeNull();
      expect(bus.listening()).toBe(0);
    } finally {
      await shortLived.close();
    }
  });

  it("ends at the next heartbeat once the reader's account is blocked", async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'setTimeout'] });
    const account = await api.deps.stores.auth.createUser({
      email: `live-${kind}@test.invalid`,
      displayName: 'Live Reader',
      passwordHash: null,
      photoURL: '',
      phoneNumber: null,
      about: '',
      status: 'online',
      role: 'editor',
      providerId: 'jwt',
      providerSubject: null,
      createdAt: api.deps.now(),
    });
    const stream = reader(await open(await api.tokenFor('editor', account!.id)));
    await stream.next();
    await stream.next();
    await vi.advanceTimersByTimeAsync(LIVE_HEARTBEAT_MS);
    expect(await stream.next()).toBe(': heartbeat');
    await api.deps.stores.auth.updateUser(account!.id, { accountStatus: 'blocked' });
    await vi.advanceTimersByTimeAsync(LIVE_HEARTBEAT_MS);
    expect(await stream.next()).toBeNull();
    expect(bus.listening()).toBe(0);
  });

  it('ends the stream of a reader that reads nothing once 1,000 events wait for it', async () => {
    const before = bus.listening();
    const res = await open(await api.tokenFor('editor'));
    expect(bus.listening()).toBe(before + 1);
    const editorId = (await api.deps.stores.auth.findUserByEmail('editor@demo.com'))!.id;
    for (let i = 0; i < 1_010; i++) await bus.publish([editorId], { type: 'chat.message', n: i });
    expect(bus.listening()).toBe(before);
    // what was queued is still read, then the stream ends
    const stream = reader(res);
    let frames = 0;
    while ((await stream.next()) !== null) frames++;
    expect(frames).toBeGreaterThan(1_000);
    expect(frames).toBeLessThan(1_010);
  });

  it('ends every stream when the bus closes (a server shutting down)', async () => {
    const own = memoryLiveBus();
    const withOwn = createApi({ ...api.deps, live: own });
    const stream = reader(
      await withOwn.request(LIVE_EVENTS_PATH, {
        headers: { authorization: `Bearer ${await api.tokenFor('editor')}` },
      }),
    );
    await stream.next();
    await own.close();
    expect(await stream.next()).not.toBeNull(); // the ready event
    expect(await stream.next()).toBeNull();
    expect(own.listening()).toBe(0);
  });
});
