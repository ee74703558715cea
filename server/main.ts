import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { Api } from '../api/app';
import { assembleApi } from '../api/assemble';
import { systemClock } from '../api/platform/clock';
import { memoryLiveBus, type LiveBus } from '../api/platform/live';
import { memoryRateLimits } from '../api/platform/rate-limit';
import { oidcSettingsFromEnv } from '../api/modules/oidc/settings';
import { outboxFanOuts } from '../api/modules/outbox-fan-outs';
import { startOutboxWorker, type OutboxWorker } from '../api/platform/outbox-worker';
import { lockDemoAccounts } from '../api/modules/auth/seed';
import { createSqlStores } from '../api/modules/sql-stores.server.ts';
import {
  openPglite,
  openPostgres,
  type SqlConnection,
} from '../api/platform/sql/connection.server';
import { postgresLiveBus } from '../api/platform/sql/live.server';
import { sqlRateLimits } from '../api/platform/sql/rate-limit.server';
import { createServerApp } from './app';
import { argon2Hasher } from './argon2-hasher';
import { loadConfig } from './config';
import { serverMailer } from './mailer';
import { removePidFile, runningServerPid, writePidFile } from './pid-file';
import { discoverProviderOrigins, noProviderOrigins } from './provider-origins';
import { loadSigningKey } from './signing-key';

const config = loadConfig();
// One line per request: the lines of one turn of the event loop go out in one write, not one
// write each (at thousands of requests a second the writes cost more than the requests).
let pendingLog: string[] = [];
function flushLog() {
  if (pendingLog.length) process.stdout.write(pendingLog.join(''));
  pendingLog = [];
}
process.on('exit', flushLog);
const log = (line: string) => {
  if (!pendingLog.length) setImmediate(flushLog);
  pendingLog.push(`${systemClock().toISOString()} ${line}\n`);
};

/** The caller's address: the TCP peer, or the last X-Forwarded-For hop behind a trusted proxy. */
function clientAddress(c: Context): string {
  if (config.trustProxy) {
    const hops = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    if (hops.length) return hops[hops.length - 1];
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

// What the page's CSP lets it fetch and frame of the OpenID Connect provider: from its discovery
// document, read once at start (the issuer's origin and OIDC_CONNECT_ORIGINS when it cannot be read).
const providerOrigins = config.oidcIssuer
  ? await discoverProviderOrigins({
      issuer: config.oidcIssuer,
      configured: config.oidcConnectOrigins,
      log,
    })
  : noProviderOrigins;
if (config.oidcIssuer) {
  log(
    `OpenID Connect: pages may fetch ${providerOrigins.connect.join(' ')} and frame ${providerOrigins.frame.join(' ')}`,
  );
}

let conn: SqlConnection | undefined;
let api: Api | undefined;
let live: LiveBus | undefined;
let outboxWorker: OutboxWorker | undefined;

if (config.staticOnly) {
  log(`STATIC_ONLY: serving ${config.buildDir} without /api (the page answers it: browser mode)`);
} else {
  mkdirSync(config.dataDir, { recursive: true });
  if (!config.databaseUrl) {
    const other = runningServerPid(config.dataDir);
    if (other) {
      console.error(
        `Another server (pid ${other}) has ${config.dataDir} open: PGlite allows one process.`,
      );
      process.exit(1);
    }
    writePidFile(config.dataDir);
  }
  conn = config.databaseUrl
    ? await openPostgres(config.databaseUrl)
    : await openPglite(join(config.dataDir, 'pglite'));
  const stores = await createSqlStores(conn, { now: systemClock });

  // docs/architecture.md decision 8: demo accounts in development only (assembleApi makes them).
  if (config.production) {
    for (const email of await lockDemoAccounts(stores.auth, argon2Hasher, systemClock())) {
      log(
        `production: the demo account ${email} still had its published password; it is locked now`,
      );
    }
    if ((await stores.auth.countUsersWithRole('admin')) === 0) {
      log('production: there is no admin yet. Create the first one with:');
      log(
        '  npm run admin:create   (or: npm run admin:create -- --email you@example.com --name "Your Name")',
      );
    }
  }

  // docs/architecture.md decision 12: with DATABASE_URL several processes may share the database,
  // so live events go through its LISTEN/NOTIFY and rate-limited tries are counted in it
  // (docs/decisions/0052, 0055); PGlite has one process, which keeps both in memory.
  const shared = conn.kind === 'postgres';
  live = shared ? await postgresLiveBus({ url: config.databaseUrl!, conn, log }) : memoryLiveBus();

  const mailer = serverMailer(config, log);
  const assembled = await assembleApi({
    stores,
    auth: {
      signingKey: loadSigningKey(config.dataDir, config.jwtSecret),
      issuer: config.issuer,
      audience: config.audience,
      accessTokenTtlSeconds: config.accessTokenTtlSeconds,
      refreshTokenTtlSeconds: config.refreshTokenTtlSeconds,
      resetTokenTtlSeconds: config.resetTokenTtlSeconds,
      inviteTokenTtlSeconds: config.inviteTokenTtlSeconds,
      rateLimitPerMinute: config.rateLimitPerMinute,
    },
    passwords: argon2Hasher,
    mode: 'server',
    development: !config.production,
    now: systemClock,
    log,
    // SMTP_URL and MAIL_FROM; without them the log (development) or nothing (production)
    mailer,
    // a write that queued mail wakes this process's worker (started below)
    wakeOutbox: () => outboxWorker?.wake(),
    live,
    rateLimits: shared ? sqlRateLimits(conn) : memoryRateLimits(),
    clientAddress,
    // OpenID Connect sign-in: OIDC_ISSUER and OIDC_CLIENT_ID (off without them)
    oidc: oidcSettingsFromEnv(process.env),
  });
  api = assembled.api;
  // the mail outbox's worker (docs/decisions/0074): status mails and follow confirmations go out
  // from here, with retries; every process on one PostgreSQL runs one, none sends a mail twice
  outboxWorker = startOutboxWorker({
    outbox: stores.outbox,
    mailer,
    fanOuts: outboxFanOuts(assembled.deps),
    now: systemClock,
    log,
  });
  if (!config.production) {
    log('development: demo accounts admin@demo.com and editor@demo.com are available');
  }
}

const server = serve(
  {
    fetch: createServerApp({
      api,
      buildDir: config.buildDir,
      log,
      clientAddress,
      providerOrigins,
      googleMaps: config.googleMaps,
    }).fetch,
    port: config.port,
    hostname: config.host,
  },
  (info) =>
    log(
      `listening on http://localhost:${info.port} (${conn?.kind ?? 'static only'}, ${
        config.production ? 'production' : 'development'
      }, build ${config.buildDir})`,
    ),
);

// Clean shutdown: stop accepting, let the requests in flight finish (their writes are committed
// before they answer), then close the database so PGlite writes its files out; then exit.
let stopping = false;
function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log(`${signal}: shutting down`);
  setTimeout(() => {
    log('shutdown took longer than 10 s: exiting');
    process.exit(1);
  }, 10_000).unref();
  server.close(async () => {
    try {
      // the batch of mails in flight is marked before the database goes
      await outboxWorker?.stop();
      await conn?.close();
      if (conn?.kind === 'pglite') removePidFile(config.dataDir);
      log('database closed');
      process.exit(0);
    } catch (error) {
      console.error(error);
      process.exit(1);
    }
  });
  // idle keep-alive connections would hold close() open, and so would open event streams: ending
  // the bus's subscriptions ends them (their connections are idle then, and closed too)
  const closeIdle = () =>
    (server as unknown as { closeIdleConnections?: () => void }).closeIdleConnections?.();
  void live?.close();
  closeIdle();
  setTimeout(closeIdle, 100).unref();
}
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));
