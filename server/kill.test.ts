/**
 * The real server on PGlite, killed in the middle of a burst of writes: every write it
 * acknowledged must be there after a restart on the same data folder. SIGTERM likewise, and it
 * must answer what it had accepted before it stops.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, startServer as start } from './spawn-server';

const startServer = (dataDir: string, port: number) =>
  start({ dataDir, port, env: { AUTH_RATE_LIMIT: '1000' } });

async function editorToken(base: string) {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'editor@demo.com', password: 'editor-demo-pass' }),
  });
  const body = (await res.json()) as { accessToken: string };
  expect(body.accessToken).toBeTypeOf('string');
  return body.accessToken;
}

/**
 * Sends writes with `concurrency` in flight until `stop()` is true or the server is gone;
 * returns the writes the server acknowledged (201 with an id).
 */
async function burst(
  base: string,
  token: string,
  tag: string,
  concurrency: number,
  onAck: (n: number) => void,
) {
  const acknowledged: { id: number; name: string }[] = [];
  let next = 0;
  let gone = false;
  async function worker() {
    while (!gone && next < 5000) {
      const name = `${tag} ${next++}`;
      try {
        const res = await fetch(`${base}/api/data-list/products`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({
            item: {
              name,
              category: 'computers',
              img: '/images/data-list/computers.svg',
              order_status: 'pending',
              popularity: 70,
              price: 10,
            },
          }),
        });
        if (res.status === 201) {
          const { id } = (await res.json()) as { id: number };
          acknowledged.push({ id, name });
          onAck(acknowledged.length);
        } else if (res.status >= 500) {
          gone = true;
        }
      } catch {
        gone = true; // connection refused or reset: the server is down
      }
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  return acknowledged;
}

async function storedProducts(base: string) {
  const token = await editorToken(base);
  const res = await fetch(`${base}/api/data-list/products`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status).toBe(200);
  return (await res.json()) as { id: number; name: string }[];
}

describe('the server keeps every acknowledged write', () => {
  const dirs: string[] = [];
  const children: ChildProcess[] = [];
  afterAll(() => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  async function scenario(signal: 'SIGKILL' | 'SIGTERM') {
    const dataDir = mkdtempSync(join(tmpdir(), `freight-${signal.toLowerCase()}-`));
    dirs.push(dataDir);
    const port = await freePort();
    const first = await startServer(dataDir, port);
    children.push(first.child);
    const token = await editorToken(first.base);

    let signalled = false;
    const acknowledged = await burst(first.base, token, `${signal} burst`, 16, (count) => {
      // in the middle of the burst: writes are in flight when the signal lands
      if (count === 150 && !signalled) {
        signalled = true;
        first.child.kill(signal);
      }
    });
    const code = await first.exited;
    expect(signalled).toBe(true);
    expect(acknowledged.length).toBeGreaterThanOrEqual(150);

    const second = await startServer(dataDir, port);
    children.push(second.child);
    const stored = new Map((await storedProducts(second.base)).map((p) => [p.id, p.name]));
    const lost = acknowledged.filter(({ id, name }) => stored.get(id) !== name);
    expect(lost, `acknowledged but lost after ${signal}`).toEqual([]);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
    return { code, acknowledged: acknowledged.length, output: first.output() };
  }

  it('after SIGKILL in the middle of a burst of writes', async () => {
    const { code } = await scenario('SIGKILL');
    expect(code).toBeNull(); // killed, no exit code
  }, 400_000);

  it('after SIGTERM in the middle of a burst: a clean stop', async () => {
    const { code, output } = await scenario('SIGTERM');
    expect(code).toBe(0);
    expect(output).toMatch(/SIGTERM: shutting down/);
    expect(output).toMatch(/database closed/);
  }, 400_000);
});
