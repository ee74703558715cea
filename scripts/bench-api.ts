/**
 * `npm run bench:api`: the API under load, side by side with json-server over the same rows.
 *
 * For PGlite (a fresh temporary data folder) and, when DATABASE_URL is set, PostgreSQL (a fresh
 * schema, dropped after), it starts the real server (server/main.ts) and prints:
 *   - start to first answer, on a new data folder and again on the existing one; RSS at idle
 *   - GET /api/data-list/products and GET /api/health at 64 connections (autocannon), and
 *     json-server 0.17.4 serving the same 100 rows (GET /products) in the same run: the ratio
 *   - a burst: 200 clients connecting at the same moment, the time to each one's first reply
 *   - load: 200 connections for BENCH_LOAD_SECONDS (default 60) with 10% writes (new data-list
 *     items): errors, 5xx, and whether every acknowledged write is there afterwards
 *   - growth: the list at 100, 1,000 and 10,000 rows (8 connections): time per request against
 *     reply size
 *   - peak RSS
 * BENCH_SECONDS (default 10) is the length of each throughput run; BENCH_STORES=pglite or
 * postgres picks one. Other work on the machine skews every figure: the load average is printed.
 * docs/decisions/0046-api-speed-and-memory.md.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { createRequire } from 'node:module';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { freePort, startServer, type RunningServer } from '../server/spawn-server';

interface Histogram {
  average: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
}
interface AutocannonResult {
  requests: Histogram & { total: number };
  latency: Histogram;
  throughput: Histogram;
  statusCodeStats: Record<string, { count: number }>;
  non2xx: number;
  errors: number;
  timeouts: number;
}
interface Step {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  body?: string;
  onResponse?: (status: number, body: string) => void;
}
type Autocannon = (options: {
  url: string;
  headers?: Record<string, string>;
  connections: number;
  duration: number;
  timeout?: number;
  requests?: Step[];
}) => Promise<AutocannonResult>;

const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const loadSeconds = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
const connections = 64;
/** few enough that a 1.5 MB reply is measured, not the queue in front of it */
const growthConnections = 8;

/** VmRSS and VmHWM (peak) of a process, in MiB (Linux). */
function memory(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+) kB`).exec(status)?.[1] ?? NaN);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

/** CPU time the process has used (user + system), in ms. Linux clock ticks are 100 a second. */
function cpuMs(pid: number) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

const mib = (n: number) => `${n.toFixed(0)} MiB`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function table(rows: string[][]) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  for (const row of rows) console.log('  ' + row.map((c, i) => c.padEnd(widths[i])).join('  '));
}

async function measure(
  url: string,
  headers: Record<string, string> = {},
  pid?: number,
  clients = connections,
) {
  await autocannon({ url, headers, connections: clients, duration: 2, timeout: 60 }); // warm-up
  const cpuBefore = pid ? cpuMs(pid) : 0;
  const result = await autocannon({
    url,
    headers,
    connections: clients,
    duration: seconds,
    timeout: 60,
  });
  return {
    result,
    cpuPerRequest: pid ? (cpuMs(pid) - cpuBefore) / Math.max(1, result.requests.total) : NaN,
  };
}

/** json-server 0.17.4 over `rows`, on its own port. */
async function startJsonServer(rows: unknown[]) {
  const dir = mkdtempSync(join(tmpdir(), 'freight-json-server-'));
  const file = join(dir, 'db.json');
  writeFileSync(file, JSON.stringify({ products: rows }));
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [
      createRequire(import.meta.url).resolve('json-server/lib/cli/bin.js'),
      '--port',
      String(port),
      '--quiet',
      file,
    ],
    { stdio: 'ignore' },
  );
  const url = `http://127.0.0.1:${port}/products`;
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(url)).ok) break;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  return {
    url,
    stop: () => {
      child.kill('SIGTERM');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** 200 clients connect at the same moment: milliseconds until each has its whole first reply. */
function burst(url: string, headers: Record<string, string>, clients = 200) {
  const started = performance.now();
  return Promise.all(
    Array.from(
      { length: clients },
      () =>
        new Promise<{ ms: number; status: number }>((resolve) => {
          const req = httpRequest(url, { agent: false, headers }, (res) => {
            res.resume();
            res.on('end', () =>
              resolve({ ms: performance.now() - started, status: res.statusCode ?? 0 }),
            );
          });
          req.on('error', () => resolve({ ms: Infinity, status: 0 }));
          req.end();
        }),
    ),
  );
}

const newItem = (n: number) =>
  JSON.stringify({
    item: {
      name: `Bench pallet ${n}`,
      category: 'fitness',
      img: '/images/data-list/products/01.svg',
      order_status: 'pending',
      popularity: 50 + (n % 50),
      price: 10 + (n % 90),
    },
  });

/** Runs SQL on the PostgreSQL of DATABASE_URL. */
async function onPostgres(text: string) {
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(text);
  await admin.end();
}

/** A fresh store for the server: a new data folder, and for PostgreSQL a new schema. */
async function freshStore(kind: 'pglite' | 'postgres', name: string) {
  const dataDir = mkdtempSync(join(tmpdir(), 'freight-bench-'));
  const schema = `bench_${process.pid}_${name}`;
  const env: Record<string, string> = { AUTH_RATE_LIMIT: '100000000' };
  if (kind === 'postgres') {
    await onPostgres(`DROP SCHEMA IF EXISTS "${schema}" CASCADE; CREATE SCHEMA "${schema}"`);
    const url = new URL(process.env.DATABASE_URL!);
    url.searchParams.set('options', `-c search_path=${schema}`);
    env.DATABASE_URL = url.toString();
  }
  return {
    dataDir,
    env,
    async remove() {
      rmSync(dataDir, { recursive: true, force: true });
      if (kind === 'postgres') await onPostgres(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    },
  };
}

async function signIn(base: string) {
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'editor@demo.com', password: 'editor-demo-pass' }),
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  if (!accessToken) throw new Error('could not sign in as the demo editor');
  return { authorization: `Bearer ${accessToken}` };
}

async function benchStore(kind: 'pglite' | 'postgres') {
  const stores = [await freshStore(kind, 'main'), await freshStore(kind, 'growth')];
  const [{ dataDir, env }] = stores;
  let running: RunningServer | undefined;
  const stop = async () => {
    const child: ChildProcess | undefined = running?.child;
    if (child && child.exitCode === null) {
      child.kill('SIGTERM');
      await running!.exited;
    }
  };
  try {
    const port = await freePort();
    running = await startServer({ dataDir, port, env, output: 'ignore' });
    const firstStart = running.startupSeconds;
    await stop();
    running = await startServer({ dataDir, port, env, output: 'ignore' });
    const start = running.startupSeconds;
    await sleep(1000);
    const idle = memory(running.child.pid!);
    const pid = running.child.pid!;
    const base = running.base;

    const auth = await signIn(base);
    const listUrl = `${base}/api/data-list/products`;
    const rows = (await (await fetch(listUrl, { headers: auth })).json()) as unknown[];

    console.log(`\n== ${kind === 'pglite' ? 'PGlite' : 'PostgreSQL'}`);
    console.log(
      `  start to first answer: ${firstStart.toFixed(2)} s on a new data folder, ${start.toFixed(2)} s on the existing one; RSS at idle ${mib(idle.rss)}`,
    );

    const jsonServer = await startJsonServer(rows);
    const theirs = await measure(jsonServer.url);
    jsonServer.stop();
    const ours = await measure(listUrl, auth, pid);
    const health = await measure(`${base}/api/health`, {}, pid);
    const row = (name: string, m: Awaited<ReturnType<typeof measure>>) => [
      name,
      m.result.requests.average.toFixed(0),
      String(m.result.latency.p50),
      String(m.result.latency.p99),
      String(m.result.non2xx),
      String(m.result.errors + m.result.timeouts),
      Number.isNaN(m.cpuPerRequest) ? '' : m.cpuPerRequest.toFixed(2),
    ];
    table([
      [
        `${connections} connections, ${seconds} s`,
        'req/s',
        'p50 ms',
        'p99 ms',
        'non-2xx',
        'errors',
        'server CPU ms/req',
      ],
      row('GET /api/data-list/products', ours),
      row('json-server GET /products (same rows)', theirs),
      row('GET /api/health', health),
    ]);
    const ratio = ours.result.requests.average / theirs.result.requests.average;
    console.log(`  products: ${ratio.toFixed(2)} x json-server`);

    const hits = await burst(listUrl, auth);
    const times = hits.map((h) => h.ms).sort((a, b) => a - b);
    const failed = hits.filter((h) => h.status !== 200).length;
    console.log(
      `  burst, 200 clients at once: every first reply within ${times[times.length - 1].toFixed(0)} ms (median ${times[100].toFixed(0)} ms), ${failed} not 200`,
    );

    // load: 9 reads, then 1 write, on every connection, for loadSeconds
    const acknowledged: number[] = [];
    const read: Step = { method: 'GET', path: '/api/data-list/products', headers: auth };
    const load = await autocannon({
      url: base,
      connections: 200,
      duration: loadSeconds,
      timeout: 30,
      requests: [
        ...Array.from({ length: 9 }, () => read),
        {
          method: 'POST',
          path: '/api/data-list/products',
          headers: { ...auth, 'content-type': 'application/json' },
          body: newItem(0),
          onResponse: (status, body) => {
            if (status === 201) acknowledged.push((JSON.parse(body) as { id: number }).id);
          },
        },
      ],
    });
    const after = (await (await fetch(listUrl, { headers: auth })).json()) as { id: number }[];
    const present = new Set(after.map((r) => r.id));
    const lost = acknowledged.filter((id) => !present.has(id)).length;
    const fiveHundreds = Object.entries(load.statusCodeStats)
      .filter(([code]) => code.startsWith('5'))
      .reduce((sum, [, s]) => sum + s.count, 0);
    console.log(
      `  load, 200 connections for ${loadSeconds} s with 10% writes: ${load.requests.total} requests (${load.requests.average.toFixed(0)} req/s, p99 ${load.latency.p99} ms), ` +
        `${load.errors + load.timeouts} errors, ${fiveHundreds} 5xx; ${acknowledged.length} writes acknowledged, ${lost} missing afterwards`,
    );

    const peakMain = memory(pid);
    console.log(`  RSS now ${mib(peakMain.rss)}, peak ${mib(peakMain.peak)}`);

    // growth, on a fresh store: the list at 100, 1,000 and 10,000 rows (writes through the API,
    // 32 at a time)
    await stop();
    running = await startServer({
      dataDir: stores[1].dataDir,
      port,
      env: stores[1].env,
      output: 'ignore',
    });
    const growthPid = running.child.pid!;
    const growthUrl = `${running.base}/api/data-list/products`;
    const growthAuth = await signIn(running.base);
    const growth: string[][] = [
      ['rows', 'reply KiB', 'req/s', 'p50 ms', 'p99 ms', 'ms per request', 'µs per KiB'],
    ];
    let count = ((await (await fetch(growthUrl, { headers: growthAuth })).json()) as unknown[])
      .length;
    for (const target of [count, 1_000, 10_000]) {
      while (count < target) {
        const batch = Math.min(32, target - count);
        await Promise.all(
          Array.from({ length: batch }, (_, i) =>
            fetch(growthUrl, {
              method: 'POST',
              headers: { ...growthAuth, 'content-type': 'application/json' },
              body: newItem(count + i),
            }),
          ),
        );
        count += batch;
      }
      const size =
        (await (await fetch(growthUrl, { headers: growthAuth })).arrayBuffer()).byteLength / 1024;
      const m = await measure(growthUrl, growthAuth, growthPid, growthConnections);
      const msPerRequest = 1000 / m.result.requests.average;
      growth.push([
        String(target),
        size.toFixed(0),
        m.result.requests.average.toFixed(0),
        String(m.result.latency.p50),
        String(m.result.latency.p99),
        msPerRequest.toFixed(2),
        ((msPerRequest * 1000) / size).toFixed(1),
      ]);
    }
    console.log(
      `  growth of GET /api/data-list/products (a fresh store), ${growthConnections} connections:`,
    );
    table(growth);
    const peak = memory(growthPid);
    console.log(`  RSS with 10,000 rows: now ${mib(peak.rss)}, peak ${mib(peak.peak)}`);
  } finally {
    await stop();
    for (const store of stores) await store.remove();
  }
}

const only = process.env.BENCH_STORES;
const kinds = (['pglite', 'postgres'] as const).filter(
  (k) => (!only || only.includes(k)) && (k === 'pglite' || process.env.DATABASE_URL),
);
console.log(
  `bench:api: ${cpus().length} CPUs (${cpus()[0]?.model.trim()}), ${mib(totalmem() / 1024 / 1024)} RAM, Node ${process.version}; ` +
    `load average before: ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
);
for (const kind of kinds) await benchStore(kind);
