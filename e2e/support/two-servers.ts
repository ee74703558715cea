/**
 * Two server processes on one fresh PostgreSQL database: how the product grows past one machine
 * (docs/architecture.md decision 12). Each runs the server as production runs it (compiled
 * by server/spawn-server.ts) in development mode (the demo accounts), on its own port;
 * they share the signing key (JWT_SECRET), so a token of one is good at the other, as behind a
 * load balancer. Live events go between them through LISTEN/NOTIFY and the rate limits are
 * counted in the database (docs/decisions/0052, 0055).
 *
 * Used by server/two-processes.test.ts and by browser tests with one context on each server
 * (`BUILD_DIR` in the environment names the app build they serve). Needs `DATABASE_URL` (any
 * database of the server: a new one is made beside it and dropped at stop).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freshDatabase, startServer, type RunningServer } from '../../server/spawn-server';

export interface TwoServers {
  /** the base URLs, `http://127.0.0.1:<port>`, of process A and process B */
  urls: [string, string];
  /** the fresh database both use */
  databaseUrl: string;
  /** what each printed so far */
  output: () => [string, string];
  /** stops both (SIGTERM, then waits) and drops the database */
  stop: () => Promise<void>;
}

export async function startTwoServers({
  ports,
  env = {},
  databaseUrl = process.env.DATABASE_URL,
}: {
  ports: [number, number];
  /** more environment for both (AUTH_RATE_LIMIT, BUILD_DIR, ...) */
  env?: Record<string, string>;
  /** the PostgreSQL server to make the fresh database on (default: DATABASE_URL) */
  databaseUrl?: string;
}): Promise<TwoServers> {
  if (!databaseUrl) throw new Error('two server processes need DATABASE_URL (a PostgreSQL server)');
  const database = await freshDatabase(databaseUrl, 'freight_two');
  const fresh = database.url;
  // with DATABASE_URL the data folder holds nothing but a signing key, which JWT_SECRET replaces
  const dataDir = mkdtempSync(join(tmpdir(), 'freight-two-'));
  const shared = {
    DATABASE_URL: fresh,
    JWT_SECRET: randomBytes(32).toString('hex'),
    ...env,
  };
  const running: RunningServer[] = [];
  const stop = async () => {
    for (const server of running) server.child.kill('SIGTERM');
    // a server ends itself 10 s after SIGTERM at the latest (server/main.ts); a hung one is killed
    const hung = setTimeout(
      () => running.forEach((server) => server.child.kill('SIGKILL')),
      12_000,
    );
    await Promise.all(running.map((server) => server.exited));
    clearTimeout(hung);
    // DROP DATABASE makes PostgreSQL write a checkpoint of every database's changes: under the
    // other test files' writes this takes seconds (6 s measured with the Vitest run around it)
    try {
      await database.drop();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  };
  try {
    // one after the other: the first migrates and seeds the empty database, the second finds it
    // done (two first starts at once would both try to make the tables)
    for (const port of ports) {
      running.push(await startServer({ dataDir: join(dataDir, String(port)), port, env: shared }));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    urls: [running[0].base, running[1].base],
    databaseUrl: fresh,
    output: () => [running[0].output(), running[1].output()],
    stop,
  };
}
