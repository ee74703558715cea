/**
 * `npm run bench:chat`: chat messages through the real server and their live delivery
 * (docs/decisions/0052).
 *
 * For PGlite (a fresh temporary data folder) and, when DATABASE_URL is set, PostgreSQL (a fresh
 * database, dropped after), it starts the server (server/main.ts, compiled as production runs it),
 * makes BENCH_READERS (default 100) staff accounts through the people API, connects each to the
 * event stream (GET /api/apps/chat/events), then sends BENCH_MESSAGES (default 2,000) chat
 * messages between them (POST /api/apps/chat/msg, each from one reader to the next),
 * BENCH_CONCURRENCY (default 16) in flight, and prints:
 *   - messages per second through the server (sent and answered);
 *   - the delivery latency to the receiving reader, from the start of the POST to the event's
 *     arrival on the receiver's stream: median, p90, p99, max; and how many arrived.
 * With PostgreSQL it runs again with the readers on a second server process, so that every event
 * goes through NOTIFY and LISTEN. The accounts are made by the demo admin; their access tokens
 * are signed by the bench with the server's JWT_SECRET (the accounts have no password yet: they
 * were invited). BENCH_STORES=pglite or postgres picks one. Other work on the machine skews every
 * figure: the load average is printed.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { SignJWT } from 'jose';
import { defaultAuthSettings } from '../api/platform/types';
import { freePort, freshDatabase, startServer, type RunningServer } from '../server/spawn-server';

const readerCount = Number(process.env.BENCH_READERS ?? 100);
const messageCount = Number(process.env.BENCH_MESSAGES ?? 2_000);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 16);

function percentile(sorted: number[], p: number) {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}
const ms = (n: number) => `${n.toFixed(1)} ms`;

async function call<T>(base: string, path: string, token: string, body?: unknown): Promise<T> {
  const res = await fetch(`${base}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${path}: ${res.status} ${text.slice(0, 300)}`);
  return JSON.parse(text) as T;
}

/** A reader on the stream: every chat.message that reaches it, by message id, with its time. */
async function connectReader(base: string, token: string, arrivals: Map<number, number>) {
  const controller = new AbortController();
  const res = await fetch(`${base}/api/apps/chat/events`, {
    headers: { authorization: `Bearer ${token}` },
    signal: controller.signal,
  });
  if (res.status !== 200 || !res.body) throw new Error(`events: ${res.status}`);
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  let ready!: () => void;
  const isReady = new Promise<void>((resolve) => (ready = resolve));
  void (async () => {
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        const at = performance.now();
        buffer += value;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (frame.startsWith('event: ready')) ready();
          const data = /^data: (.*)$/m.exec(frame)?.[1];
          if (!data || frame.startsWith('event:')) continue;
          const event = JSON.parse(data) as { type: string; to?: number; messageId?: number };
          if (event.type === 'chat.message' && typeof event.messageId === 'number') {
            arrivals.set(event.messageId * 1_000_000 + (event.to ?? 0), at);
          }
        }
      }
    } catch {
      // aborted at the end
    }
  })();
  await isReady;
  return () => controller.abort();
}

/**
 * One run. `processes` 2 (PostgreSQL only): the readers are connected to a second server process
 * on the same database, so every event goes through NOTIFY and LISTEN; with one process, the
 * PostgreSQL bus delivers a process's own events at once (api/platform/sql/live.server.ts).
 */
async function benchStore(kind: 'pglite' | 'postgres', processes: 1 | 2 = 1) {
  const dataDir = mkdtempSync(join(tmpdir(), 'freight-bench-chat-'));
  const database =
    kind === 'postgres'
      ? await freshDatabase(process.env.DATABASE_URL!, 'freight_bench')
      : undefined;
  const secret = randomBytes(32).toString('hex');
  const servers: RunningServer[] = [];
  const stops: (() => void)[] = [];
  try {
    // one after the other: the first migrates and seeds the database
    for (let i = 0; i < processes; i++) {
      servers.push(
        await startServer({
          dataDir: join(dataDir, String(i)),
          port: await freePort(),
          output: 'ignore',
          env: {
            JWT_SECRET: secret,
            AUTH_RATE_LIMIT: '100000000',
            ...(database ? { DATABASE_URL: database.url } : {}),
          },
        }),
      );
    }
    // messages go to the first process, readers listen on the last
    const base = servers[0].base;
    const readBase = servers[servers.length - 1].base;
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@demo.com', password: 'admin-demo-pass' }),
    });
    const { accessToken: admin } = (await login.json()) as { accessToken: string };

    // the readers: staff accounts (role editor), each with a token signed with the server's key
    const key = new TextEncoder().encode(secret);
    const readers: { id: number; token: string }[] = [];
    for (let i = 0; i < readerCount; i++) {
      const { id } = await call<{ id: number }>(base, '/api/user-management/users', admin, {
        user: {
          email: `reader-${i}@bench.invalid`,
          name: `Reader ${i}`,
          role: 'staff',
          department: 'sales',
        },
      });
      const token = await new SignJWT({ role: 'editor' })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(id))
        .setIssuer(defaultAuthSettings.issuer)
        .setAudience(defaultAuthSettings.audience)
        .setIssuedAt()
        // far enough: the stream ends at the token's expiry
        .setExpirationTime('100y')
        .sign(key);
      readers.push({ id, token });
    }

    const arrivals = new Map<number, number>();
    const connectStarted = performance.now();
    for (const reader of readers) stops.push(await connectReader(readBase, reader.token, arrivals));
    const connectMs = performance.now() - connectStarted;

    // the messages: reader i to reader i + 1, BENCH_CONCURRENCY in flight
    const started = new Map<number, number>();
    const postMs: number[] = [];
    let next = 0;
    const sendStarted = performance.now();
    async function sender() {
      while (next < messageCount) {
        const n = next++;
        const from = readers[n % readers.length];
        const to = readers[(n + 1) % readers.length];
        const at = performance.now();
        const reply = await call<{ msg: { id: number } }>(base, '/api/apps/chat/msg', from.token, {
          payload: { id: to.id, msg: { textContent: `Bench message ${n}` } },
        });
        postMs.push(performance.now() - at);
        started.set(reply.msg.id * 1_000_000 + to.id, at);
      }
    }
    await Promise.all(Array.from({ length: concurrency }, sender));
    const sendSeconds = (performance.now() - sendStarted) / 1000;
    // the last events may still be on their way
    const waitUntil = performance.now() + 5_000;
    while (performance.now() < waitUntil && [...started.keys()].some((k) => !arrivals.has(k))) {
      await new Promise((r) => setTimeout(r, 20));
    }
    const latencies = [...started]
      .filter(([k]) => arrivals.has(k))
      .map(([k, at]) => arrivals.get(k)! - at)
      .sort((a, b) => a - b);
    const posts = postMs.sort((a, b) => a - b);
    const where = processes === 2 ? ', readers on a second process (NOTIFY)' : '';
    console.log(`\n${kind}${where}: ${readers.length} readers connected in ${ms(connectMs)}`);
    console.log(
      `  ${messageCount} messages, ${concurrency} in flight: ${(messageCount / sendSeconds).toFixed(0)} messages/s`,
    );
    console.log(
      `  POST /api/apps/chat/msg: median ${ms(percentile(posts, 50))}, p99 ${ms(percentile(posts, 99))}`,
    );
    console.log(
      `  delivery to the receiver's stream: median ${ms(percentile(latencies, 50))}, p90 ${ms(
        percentile(latencies, 90),
      )}, p99 ${ms(percentile(latencies, 99))}, max ${ms(latencies[latencies.length - 1] ?? NaN)}`,
    );
    console.log(`  delivered: ${latencies.length} of ${messageCount}`);
  } finally {
    stops.forEach((stop) => stop());
    for (const server of servers) server.child.kill('SIGTERM');
    await Promise.all(servers.map((server) => server.exited));
    rmSync(dataDir, { recursive: true, force: true });
    await database?.drop();
  }
}

const only = process.env.BENCH_STORES;
const kinds = (['pglite', 'postgres'] as const).filter(
  (k) => (!only || only.includes(k)) && (k === 'pglite' || process.env.DATABASE_URL),
);
console.log(
  `bench:chat: ${cpus().length} CPUs (${cpus()[0]?.model.trim()}), Node ${process.version}; ` +
    `load average before: ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
);
for (const kind of kinds) await benchStore(kind);
if (kinds.includes('postgres')) await benchStore('postgres', 2);
