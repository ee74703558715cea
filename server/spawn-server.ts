/**
 * Starts the real server (server/main.ts) as a child process on a free port and waits until
 * /api/health answers: for the kill test and `npm run bench:api`. The server compiled as
 * production runs it, with plain node, so the child is the server itself (a signal reaches it,
 * its memory is the server's).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The server as production runs it (scripts/build-server.mjs), compiled once per process into a
 * folder of this process's own: test files run in parallel processes, and one compiling into the
 * shared build-server/ would delete it under another's starting server.
 */
const compiledDir = `build-server-${process.pid}`;
let compiled = false;
function compileServer() {
  if (compiled) return;
  const result = spawnSync(process.execPath, ['scripts/build-server.mjs', '--out', compiledDir], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('could not compile the server');
  compiled = true;
  process.once('exit', () => rmSync(join(root, compiledDir), { recursive: true, force: true }));
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export interface RunningServer {
  child: ChildProcess;
  base: string;
  /** what it printed so far (when started with output: 'capture') */
  output: () => string;
  /** the exit code; null when killed by a signal */
  exited: Promise<number | null>;
  /** seconds until /api/health answered */
  startupSeconds: number;
}

export async function startServer({
  dataDir,
  port,
  env = {},
  output = 'capture',
  timeoutMs = 180_000,
}: {
  dataDir: string;
  port: number;
  env?: Record<string, string>;
  /** capture: keep stdout and stderr for output(); ignore: drop the log, show errors */
  output?: 'capture' | 'ignore';
  timeoutMs?: number;
}): Promise<RunningServer> {
  const started = performance.now();
  compileServer();
  const child = spawn(process.execPath, [`${compiledDir}/main.mjs`], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      NODE_ENV: 'development',
      ...env,
    },
    stdio: [
      'ignore',
      output === 'capture' ? 'pipe' : 'ignore',
      output === 'capture' ? 'pipe' : 'inherit',
    ],
  });
  let text = '';
  child.stdout?.on('data', (d) => (text += d));
  child.stderr?.on('data', (d) => (text += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const base = `http://127.0.0.1:${port}`;
  // PGlite's first start (initdb, migrations, sample data) takes seconds, more on a busy machine
  while (performance.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`the server exited: ${text}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) {
        const startupSeconds = (performance.now() - started) / 1000;
        return { child, base, output: () => text, exited, startupSeconds };
      }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`the server did not start: ${text}`);
}

/**
 * A new, empty database on the PostgreSQL server of `serverUrl` (any of its databases), for
 * server processes of a test or a benchmark; `drop()` removes it, whoever is still connected.
 */
export async function freshDatabase(serverUrl: string, prefix = 'freight') {
  const { default: pg } = await import('pg');
  const name = `${prefix}_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const run = async (text: string) => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      await admin.query(text);
    } finally {
      await admin.end();
    }
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
