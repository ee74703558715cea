/**
 * `npm run bench:api`: starts the server (server/main.ts, PGlite on a fresh temporary data folder,
 * development mode for the demo accounts), then measures with autocannon at 64 connections:
 *   GET  /api/data-list/products   with an editor's access token
 *   POST /api/auth/login           the demo editor (argon2id verify on every request)
 * and prints requests per second, latency p50/p90/p99 and the server process's memory (RSS).
 * The login rate limit is raised for the run (AUTH_RATE_LIMIT), or every request after the tenth
 * would measure the 429 path. BENCH_SECONDS (default 10) sets the length of each run.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { freePort, startServer } from '../server/spawn-server';

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
  non2xx: number;
  errors: number;
  timeouts: number;
  duration: number;
}
interface Target {
  url: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}
type Autocannon = (
  options: Target & { connections: number; duration: number; timeout?: number },
) => Promise<AutocannonResult>;

const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 64;

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

const dataDir = mkdtempSync(join(tmpdir(), 'freight-bench-'));
const port = await freePort();
const running = await startServer({
  dataDir,
  port,
  // every request after the tenth would measure the 429 path
  env: { AUTH_RATE_LIMIT: '100000000' },
  output: 'ignore',
});
const server = running.child;
const base = running.base;

async function stop() {
  if (server.exitCode === null) {
    server.kill('SIGTERM');
    await running.exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
}

try {
  const startup = running.startupSeconds;
  const idle = memory(server.pid!);

  const credentials = JSON.stringify({ email: 'editor@demo.com', password: 'editor-demo-pass' });
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: credentials,
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  if (!accessToken) throw new Error('could not sign in as the demo editor');

  const runs: { name: string; options: Target }[] = [
    {
      name: 'GET /api/data-list/products',
      options: {
        url: `${base}/api/data-list/products`,
        headers: { authorization: `Bearer ${accessToken}` },
      },
    },
    {
      name: 'POST /api/auth/login',
      options: {
        url: `${base}/api/auth/login`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: credentials,
      },
    },
  ];

  console.log(
    `bench:api: ${connections} connections, ${seconds} s each; ${cpus().length} CPUs (${cpus()[0]?.model.trim()}), ` +
      `${mib(totalmem() / 1024 / 1024)} RAM, Node ${process.version}, PGlite`,
  );
  console.log(`server started in ${startup.toFixed(1)} s; memory idle: RSS ${mib(idle.rss)}`);
  // other work on the machine skews every figure: say how busy it was
  console.log(
    `load average before the runs: ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
  console.log('');
  const rows: string[][] = [
    [
      'endpoint',
      'req/s',
      'p50 ms',
      'p90 ms',
      'p99 ms',
      'max ms',
      'non-2xx',
      'errors',
      'server CPU ms/req',
      'RSS after',
      'peak RSS',
    ],
  ];
  for (const run of runs) {
    // a short warm-up, so that the figures are of a running server
    await autocannon({ ...run.options, connections, duration: 2, timeout: 60 });
    // a slow reply (a busy machine) counts with its latency rather than as an error
    const cpuBefore = cpuMs(server.pid!);
    const result = await autocannon({
      ...run.options,
      connections,
      duration: seconds,
      timeout: 60,
    });
    // load-independent: how much CPU the server spent per answered request
    const cpuPerRequest = (cpuMs(server.pid!) - cpuBefore) / Math.max(1, result.requests.total);
    const after = memory(server.pid!);
    rows.push([
      run.name,
      result.requests.average.toFixed(0),
      String(result.latency.p50),
      String(result.latency.p90),
      String(result.latency.p99),
      String(result.latency.max),
      String(result.non2xx),
      String(result.errors + result.timeouts),
      cpuPerRequest.toFixed(1),
      mib(after.rss),
      mib(after.peak),
    ]);
  }
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  for (const row of rows) console.log(row.map((cell, i) => cell.padEnd(widths[i])).join('  '));
} finally {
  await stop();
}
