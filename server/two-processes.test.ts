/**
 * Two server processes on one PostgreSQL (docs/architecture.md decision 12): a chat message
 * posted to process A reaches a reader streaming from process B (LISTEN/NOTIFY,
 * docs/decisions/0052), and the tries of a rate-limited call through A and B together hit the one
 * limit (docs/decisions/0055). Needs DATABASE_URL; in CI it must be set (this test never skips
 * there).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTwoServers, type TwoServers } from '../e2e/support/two-servers';
import { freePort } from './spawn-server';

const url = process.env.DATABASE_URL;
if (!url && process.env.CI) {
  throw new Error('DATABASE_URL must be set in CI: the two-process test must run.');
}

async function signIn(base: string, email: string, password: string) {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = (await res.json()) as { accessToken: string; userData: { uid: number } };
  expect(body.accessToken, JSON.stringify(body)).toBeTypeOf('string');
  return { token: body.accessToken, id: body.userData.uid };
}

describe.skipIf(!url)('two server processes on one PostgreSQL', () => {
  let servers: TwoServers;
  beforeAll(async () => {
    servers = await startTwoServers({ ports: [await freePort(), await freePort()] });
  }, 240_000);
  // the stop's time is the project's hook limit: see TwoServers.stop
  afterAll(() => servers?.stop());

  it('a message posted to A reaches a reader streaming from B', async () => {
    const [a, b] = servers.urls;
    const editor = await signIn(a, 'editor@demo.com', 'editor-demo-pass');
    const admin = await signIn(b, 'admin@demo.com', 'admin-demo-pass');
    const controller = new AbortController();
    const res = await fetch(`${b}/api/apps/chat/events`, {
      headers: { authorization: `Bearer ${admin.token}` },
      signal: controller.signal,
    });
    expect(res.status).toBe(200);
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    let text = '';
    const until = async (pattern: RegExp) => {
      while (!pattern.test(text)) {
        const { done, value } = await reader.read();
        if (done) throw new Error(`the stream ended: ${text}`);
        text += value;
      }
    };
    await until(/event: ready/);

    const sent = await fetch(`${a}/api/apps/chat/msg`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${editor.token}` },
      body: JSON.stringify({ payload: { id: admin.id, msg: { textContent: 'Hello from A' } } }),
    });
    expect(sent.status, await sent.clone().text()).toBeLessThan(300);
    await until(/"type":"chat\.message"/);
    const event = JSON.parse(/^data: (.*"type":"chat\.message".*)$/m.exec(text)![1]);
    expect(event).toMatchObject({ type: 'chat.message', from: editor.id, to: admin.id });
    controller.abort();
  });

  it('counts the tries through A and B against one limit', async () => {
    const [a, b] = servers.urls;
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    // forgot-password: 10 tries a minute per address (both processes see 127.0.0.1)
    for (let i = 0; i < 11; i++) {
      const res = await fetch(`${i % 2 ? b : a}/api/auth/forgot-password`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: `nobody-${i}@example.com` }),
      });
      statuses.push(res.status);
      retryAfter ??= res.headers.get('retry-after');
    }
    expect(statuses).toEqual([...Array(10).fill(200), 429]);
    expect(Number(retryAfter)).toBeGreaterThan(0);
  });
});
