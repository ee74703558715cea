/**
 * `npm run bench:mail`: shipment status mail through the real server, its outbox and a real SMTP
 * server (docs/decisions/0074, 0075).
 *
 * For PGlite (a fresh temporary data folder) and, when DATABASE_URL is set, PostgreSQL (a fresh
 * database, dropped after), it starts an SMTP server on loopback (smtp-server: no TLS, no
 * sign-in; it notes each message's recipients, Subject and Message-ID) and the server
 * (server/main.ts, compiled as production runs it) sending through it, then:
 *   - followers: BENCH_FOLLOWERS (default 1,000) addresses follow one shipment through the API as a
 *     visitor does (POST /api/track/:number/follow, then POST /api/track/follow/confirm with the
 *     token of the confirmation mail the SMTP server received). The follow requests are limited
 *     per client, so the server trusts X-Forwarded-For (TRUST_PROXY=1) and each request names a
 *     client of its own. A second shipment has no followers.
 *   - delivery: one status change (POST /api/apps/shipments/:id/events, as editor@demo.com) on the
 *     followed shipment; the time from the request to the first and to the last of its mails at
 *     the SMTP server, and the mails lost and sent twice.
 *   - outage: another status change; the SMTP server stops (closed: new connections are refused;
 *     sessions in flight may finish within 1 s) once BENCH_OUTAGE_AFTER (default 100) of its mails
 *     arrived (0: stopped before the change), stays down BENCH_OUTAGE_SECONDS (default 120), and
 *     starts again on the same port. The bench waits until every follower has the mail (at most
 *     BENCH_DRAIN_SECONDS after the restart, default 600: the outbox's retries wait 10 s doubling
 *     to 10 min, so after 2 minutes down the next try may come some 160 s after the stop), then a
 *     few seconds more for late duplicates, and prints the mails expected, received, lost and
 *     sent twice (by recipient, for that change), the failed tries the server logged, and the
 *     outbox's rows by status (read from the database with the server stopped).
 *   - save: BENCH_SAVES (default 200) status changes on each shipment, one request at a time,
 *     interleaved (followed, none, none, followed, ...) so that the mails the followed ones queue
 *     weigh on both alike; each alternates two statuses, so each is a change. The time of the
 *     request (client side, keep-alive): median, p95, p99, max. The 1,000 mails of each followed
 *     change go out meanwhile; the server is stopped after, with the rest still queued.
 * Exits 1 when a mail was lost or sent twice. BENCH_STORES=pglite or postgres picks one. Other
 * work on the machine skews every figure: the load average is printed.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { sampleShipmentInput } from '../api/test/sample-shipment';
import {
  openPglite,
  openPostgres,
  type SqlConnection,
} from '../api/platform/sql/connection.server';
import { freePort, freshDatabase, startServer, type RunningServer } from '../server/spawn-server';

const followerCount = Number(process.env.BENCH_FOLLOWERS ?? 1_000);
const saveCount = Number(process.env.BENCH_SAVES ?? 200);
const outageSeconds = Number(process.env.BENCH_OUTAGE_SECONDS ?? 120);
const outageAfter = Number(process.env.BENCH_OUTAGE_AFTER ?? 100);
const drainSeconds = Number(process.env.BENCH_DRAIN_SECONDS ?? 600);
/** waited after the last expected mail, for a late second copy */
const GRACE_MS = 5_000;
const WARM_UP_SAVES = 10;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
function percentile(sorted: number[], p: number) {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}
const ms = (n: number) => `${n.toFixed(1)} ms`;
const secs = (n: number) => `${(n / 1000).toFixed(1)} s`;
function table(rows: string[][]) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  for (const row of rows) console.log('  ' + row.map((c, i) => c.padEnd(widths[i])).join('  '));
}

/** The raw message with quoted-printable undone (soft line breaks, =XX), enough to find a link. */
function readableMail(raw: string) {
  const bytes = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

interface Received {
  to: string[];
  subject: string;
  messageId: string;
  raw: string;
  at: number;
}

/**
 * An SMTP server on loopback that hands each message to its listeners (it keeps none) and can be
 * stopped and started again on its port.
 */
function mailSink() {
  const listeners = new Set<(mail: Received) => void>();
  let smtp: SMTPServer | undefined;
  let port = 0;
  let total = 0;
  function make() {
    return new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      // at the stop, a session in flight gets a second to finish, then is cut (421)
      closeTimeout: 1_000,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          const end = raw.indexOf('\r\n\r\n');
          const head = raw.slice(0, end < 0 ? raw.length : end).replace(/\r\n[ \t]+/g, ' ');
          const header = (name: string) =>
            new RegExp(`^${name}:[ \\t]*(.*)$`, 'im').exec(head)?.[1].trim() ?? '';
          const mail: Received = {
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            subject: header('subject'),
            messageId: header('message-id'),
            raw,
            at: performance.now(),
          };
          total++;
          for (const listener of listeners) listener(mail);
          callback();
        });
      },
    });
  }
  return {
    listeners,
    received: () => total,
    get url() {
      return `smtp://127.0.0.1:${port}`;
    },
    async start() {
      const server = make();
      for (let tries = 0; ; tries++) {
        try {
          await new Promise<void>((resolve, reject) => {
            server.once('error', reject);
            server.listen(port, '127.0.0.1', () => {
              server.off('error', reject);
              resolve();
            });
          });
          break;
        } catch (error) {
          // the port of the server before may not be free yet
          if (tries > 50) throw error;
          await sleep(100);
        }
      }
      server.on('error', (error) => console.error(`SMTP server: ${error.message}`));
      port = (server.server.address() as AddressInfo).port;
      smtp = server;
    },
    /** stops listening at once (new connections are refused); resolves when the sessions ended */
    stop() {
      const server = smtp;
      smtp = undefined;
      return new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    },
  };
}
type MailSink = ReturnType<typeof mailSink>;

/**
 * The mails of one change: to a follower, with the status's name at the end of the subject.
 * Counts each recipient's copies and each Message-ID's.
 */
function changeTracker(sink: MailSink, followers: Set<string>, statusName: string) {
  const perRecipient = new Map<string, number>();
  const perMessageId = new Map<string, number>();
  const state = { mails: 0, first: NaN, last: NaN, subject: '' };
  const listener = (mail: Received) => {
    if (!mail.subject.endsWith(`: ${statusName}`)) return;
    for (const to of mail.to) {
      if (!followers.has(to)) continue;
      perRecipient.set(to, (perRecipient.get(to) ?? 0) + 1);
      state.mails++;
      if (Number.isNaN(state.first)) state.first = mail.at;
      state.last = mail.at;
      state.subject = mail.subject;
    }
    if (mail.messageId)
      perMessageId.set(mail.messageId, (perMessageId.get(mail.messageId) ?? 0) + 1);
  };
  sink.listeners.add(listener);
  return {
    state,
    /** recipients who have it */
    reached: () => perRecipient.size,
    /** resolves when every follower has it, or after `timeoutMs`: whether all have it */
    async all(timeoutMs: number) {
      const until = performance.now() + timeoutMs;
      while (perRecipient.size < followers.size && performance.now() < until) await sleep(5);
      return perRecipient.size >= followers.size;
    },
    result() {
      sink.listeners.delete(listener);
      const received = perRecipient.size;
      return {
        expected: followers.size,
        received,
        lost: followers.size - received,
        /** recipients who got it more than once */
        duplicated: [...perRecipient.values()].filter((n) => n > 1).length,
        mails: state.mails,
        sameMessageId: [...perMessageId.values()].filter((n) => n > 1).length,
      };
    },
  };
}

async function api<T>(
  base: string,
  path: string,
  {
    token,
    body,
    headers = {},
  }: { token?: string; body?: unknown; headers?: Record<string, string> },
): Promise<{ status: number; json: T }> {
  const res = await fetch(`${base}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${path}: ${res.status} ${text.slice(0, 300)}`);
  return { status: res.status, json: (text ? JSON.parse(text) : undefined) as T };
}

/** `count` calls of `run`, `concurrency` at a time */
async function pool(count: number, concurrency: number, run: (i: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) await run(next++);
    }),
  );
}

interface BenchShipment {
  id: number;
  trackingNumber: string;
  bookedAt: string;
  /** events added so far: the next one is a second later than the last */
  events: number;
  status: string;
}

const statusNames: Record<string, string> = { 'in-transit': 'In transit', 'at-port': 'At port' };

interface StoreResult {
  kind: string;
  followersSeconds: number;
  delivery: ReturnType<ReturnType<typeof changeTracker>['result']> & {
    saveMs: number;
    firstMs: number;
    lastMs: number;
  };
  outage: ReturnType<ReturnType<typeof changeTracker>['result']> & {
    beforeStop: number;
    downSeconds: number;
    drainMs: number;
    failedTries: number;
    mayGoTwice: number;
    outbox: string;
  };
  saves: { followed: number[]; none: number[]; mailsMeanwhile: number; seconds: number };
}

async function benchStore(kind: 'pglite' | 'postgres'): Promise<StoreResult> {
  console.log(`\n${kind}: load average before ${load()}`);
  const dataDir = mkdtempSync(join(tmpdir(), 'freight-bench-mail-'));
  const database =
    kind === 'postgres'
      ? await freshDatabase(process.env.DATABASE_URL!, 'freight_bench')
      : undefined;
  const sink = mailSink();
  await sink.start();
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const env = {
    AUTH_RATE_LIMIT: '100000000',
    // each follow request names a client of its own (X-Forwarded-For): 20 an hour per client
    TRUST_PROXY: '1',
    ACCESS_TOKEN_TTL: '86400',
    SMTP_URL: sink.url,
    MAIL_FROM: 'Freight bench <no-reply@bench.invalid>',
    MAIL_LINK_ORIGIN: origin,
    ...(database ? { DATABASE_URL: database.url } : {}),
  };
  const start = () => startServer({ dataDir, port, env, output: 'capture' });
  let server: RunningServer | undefined = await start();
  const stopServer = async () => {
    const running = server;
    server = undefined;
    if (!running) return '';
    running.child.kill('SIGTERM');
    await running.exited;
    return running.output();
  };
  try {
    const base = server.base;
    const { json: login } = await api<{ accessToken: string; userData: { uid: number } }>(
      base,
      '/api/auth/login',
      { body: { email: 'editor@demo.com', password: 'editor-demo-pass' } },
    );
    const token = login.accessToken;

    // two shipments of staff's, booked now by the server's clock
    const now = Date.now();
    const newShipment = async (): Promise<BenchShipment> => {
      const { json } = await api<{ id: number; trackingNumber: string; bookedAt: string }>(
        base,
        '/api/apps/shipments',
        {
          token,
          body: {
            shipment: sampleShipmentInput(now, login.userData.uid),
          },
        },
      );
      return { ...json, events: 0, status: 'booked' };
    };
    const followed = await newShipment();
    const alone = await newShipment();

    /** a status change: the other of two statuses, a second after the last event; its time */
    async function change(shipment: BenchShipment, status?: string) {
      const next = status ?? (shipment.status === 'in-transit' ? 'at-port' : 'in-transit');
      shipment.events++;
      const at = new Date(Date.parse(shipment.bookedAt) + shipment.events * 1000).toISOString();
      const started = performance.now();
      const res = await fetch(`${base}/api/apps/shipments/${shipment.id}/events`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ event: { at, status: next, place: 'Port of Singapore', note: '' } }),
      });
      const text = await res.text();
      const took = performance.now() - started;
      if (res.status !== 201) throw new Error(`event: ${res.status} ${text.slice(0, 300)}`);
      shipment.status = next;
      return { started, took };
    }

    // --- followers, through the API: a follow request each, then its mail's link
    const followStarted = performance.now();
    const followers = new Set(
      Array.from({ length: followerCount }, (_, i) => `follower-${i}@bench.invalid`),
    );
    const tokens = new Map<string, string>();
    const collectTokens = (mail: Received) => {
      if (!mail.subject.startsWith('Confirm:')) return;
      const token = /\/follow\/confirm\?token=([\w.~%-]+)/.exec(readableMail(mail.raw))?.[1];
      for (const to of mail.to) if (token && followers.has(to)) tokens.set(to, token);
    };
    sink.listeners.add(collectTokens);
    const addresses = [...followers];
    await pool(addresses.length, 8, async (i) => {
      await api(base, `/api/track/${followed.trackingNumber}/follow`, {
        body: { email: addresses[i], language: 'en' },
        headers: { 'x-forwarded-for': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}` },
      });
    });
    for (const until = performance.now() + 300_000; tokens.size < followers.size;) {
      if (performance.now() > until) {
        throw new Error(`${tokens.size} of ${followers.size} confirmation mails arrived`);
      }
      await sleep(20);
    }
    sink.listeners.delete(collectTokens);
    await pool(addresses.length, 8, async (i) => {
      await api(base, '/api/track/follow/confirm', { body: { token: tokens.get(addresses[i]) } });
    });
    const followersSeconds = (performance.now() - followStarted) / 1000;
    console.log(
      `  ${followers.size} followers of ${followed.trackingNumber} (follow request, confirmation ` +
        `mail, confirm; one client address each): ${followersSeconds.toFixed(1)} s`,
    );

    // --- delivery: one change, all its mails
    const deliveryTracker = changeTracker(sink, followers, statusNames['in-transit']);
    const deliverySave = await change(followed, 'in-transit');
    await deliveryTracker.all(300_000);
    await sleep(GRACE_MS);
    const delivery = {
      ...deliveryTracker.result(),
      saveMs: deliverySave.took,
      firstMs: deliveryTracker.state.first - deliverySave.started,
      lastMs: deliveryTracker.state.last - deliverySave.started,
    };
    console.log(
      `  delivery: saved in ${ms(delivery.saveMs)}; first mail after ${ms(delivery.firstMs)}, ` +
        `all ${delivery.received} of ${delivery.expected} after ${secs(delivery.lastMs)} ` +
        `("${deliveryTracker.state.subject}"); lost ${delivery.lost}, sent twice ${delivery.duplicated}`,
    );

    // --- outage: SMTP stopped during the change's mails, for outageSeconds
    const outageTracker = changeTracker(sink, followers, statusNames['at-port']);
    let stoppedAt: number;
    if (outageAfter <= 0) {
      await sink.stop();
      stoppedAt = performance.now();
      await change(followed, 'at-port');
    } else {
      await change(followed, 'at-port');
      for (const until = performance.now() + 300_000; outageTracker.state.mails < outageAfter;) {
        if (performance.now() > until) throw new Error(`${outageTracker.state.mails} mails came`);
        await sleep(1);
      }
      const closing = sink.stop();
      stoppedAt = performance.now();
      await closing;
    }
    const beforeStop = outageTracker.reached();
    console.log(
      `  outage: SMTP stopped with ${beforeStop} of the change's mails received; ` +
        `down for ${outageSeconds} s (load average ${load()})`,
    );
    await sleep(Math.max(0, stoppedAt + outageSeconds * 1000 - performance.now()));
    await sink.start();
    const restartedAt = performance.now();
    const downSeconds = (restartedAt - stoppedAt) / 1000;
    const drained = await outageTracker.all(drainSeconds * 1000);
    const drainMs = outageTracker.state.last - restartedAt;
    await sleep(GRACE_MS);
    // the outbox's rows, read with the server stopped (PGlite allows one process)
    const log = await stopServer();
    const failedTries = log.match(/outbox: message \d+ \(shipment-status\) failed/g)?.length ?? 0;
    const mayGoTwice = log.match(/it may go twice/g)?.length ?? 0;
    const conn: SqlConnection =
      kind === 'postgres'
        ? await openPostgres(database!.url)
        : await openPglite(join(dataDir, 'pglite'));
    const rows = await conn.query<{ status: string; n: number }>(
      'SELECT status, count(*)::int AS n FROM outbox_messages GROUP BY status ORDER BY status',
    );
    await conn.close();
    const outboxRows = rows.map((r) => `${r.status} ${r.n}`).join(', ');
    const outage = {
      ...outageTracker.result(),
      beforeStop,
      downSeconds,
      drainMs: drained ? drainMs : NaN,
      failedTries,
      mayGoTwice,
      outbox: outboxRows,
    };
    console.log(
      `  outage: SMTP back after ${downSeconds.toFixed(1)} s; ` +
        (drained
          ? `all mails in ${secs(drainMs)} after the restart`
          : `not all within ${drainSeconds} s after the restart`) +
        `; expected ${outage.expected}, received ${outage.received}, lost ${outage.lost}, ` +
        `sent twice ${outage.duplicated} (same Message-ID twice: ${outage.sameMessageId}); ` +
        `failed tries logged ${failedTries}; outbox: ${outboxRows}`,
    );

    // --- save: interleaved status changes on the followed shipment and on the one without
    server = await start();
    const receivedBefore = sink.received();
    for (let i = 0; i < WARM_UP_SAVES; i++) {
      await change(followed);
      await change(alone);
    }
    const times = { followed: [] as number[], none: [] as number[] };
    const savesStarted = performance.now();
    for (let i = 0; i < saveCount; i++) {
      // followed first on even turns, the other first on odd ones
      const order = i % 2 === 0 ? (['followed', 'none'] as const) : (['none', 'followed'] as const);
      for (const which of order) {
        const { took } = await change(which === 'followed' ? followed : alone);
        times[which].push(took);
      }
    }
    const savesSeconds = (performance.now() - savesStarted) / 1000;
    const mailsMeanwhile = sink.received() - receivedBefore;
    times.followed.sort((a, b) => a - b);
    times.none.sort((a, b) => a - b);
    for (const which of ['followed', 'none'] as const) {
      const t = times[which];
      console.log(
        `  save, ${which === 'followed' ? `${followers.size} followers` : 'no followers'}: ` +
          `${t.length} changes: median ${ms(percentile(t, 50))}, p95 ${ms(percentile(t, 95))}, ` +
          `p99 ${ms(percentile(t, 99))}, max ${ms(t[t.length - 1])}`,
      );
    }
    console.log(
      `  during the ${savesSeconds.toFixed(1)} s of saves the worker sent ${mailsMeanwhile} mails ` +
        `(load average ${load()})`,
    );
    return {
      kind,
      followersSeconds,
      delivery,
      outage,
      saves: { ...times, mailsMeanwhile, seconds: savesSeconds },
    };
  } finally {
    await stopServer();
    await sink.stop();
    rmSync(dataDir, { recursive: true, force: true });
    await database?.drop();
  }
}

const only = process.env.BENCH_STORES;
const kinds = (['pglite', 'postgres'] as const).filter(
  (k) => (!only || only.includes(k)) && (k === 'pglite' || process.env.DATABASE_URL),
);
console.log(
  `bench:mail: ${cpus().length} CPUs (${cpus()[0]?.model.trim()}), Node ${process.version}; ` +
    `load average before: ${load()}; ${followerCount} followers, ${saveCount} saves each, ` +
    `SMTP down ${outageSeconds} s`,
);
const results: StoreResult[] = [];
for (const kind of kinds) results.push(await benchStore(kind));

const p = (t: number[]) =>
  `${percentile(t, 50).toFixed(1)} / ${percentile(t, 95).toFixed(1)} / ${percentile(t, 99).toFixed(1)}`;
console.log(`\nsummary (load average after: ${load()})`);
table([
  ['', ...results.map((r) => r.kind)],
  [
    `save, ${followerCount} followers: p50 / p95 / p99 ms`,
    ...results.map((r) => p(r.saves.followed)),
  ],
  ['save, no followers: p50 / p95 / p99 ms', ...results.map((r) => p(r.saves.none))],
  [
    `${followerCount} mails at the SMTP server after the save`,
    ...results.map((r) => secs(r.delivery.lastMs)),
  ],
  ['  lost / sent twice', ...results.map((r) => `${r.delivery.lost} / ${r.delivery.duplicated}`)],
  [
    `SMTP down ${outageSeconds} s: expected / received`,
    ...results.map((r) => `${r.outage.expected} / ${r.outage.received}`),
  ],
  ['  lost / sent twice', ...results.map((r) => `${r.outage.lost} / ${r.outage.duplicated}`)],
  [
    '  all delivered after the restart in',
    ...results.map((r) => (Number.isNaN(r.outage.drainMs) ? 'not all' : secs(r.outage.drainMs))),
  ],
  ['  outbox after', ...results.map((r) => r.outage.outbox)],
]);
const bad = results.some(
  (r) => r.delivery.lost || r.delivery.duplicated || r.outage.lost || r.outage.duplicated,
);
if (bad) {
  console.log('\nFAILED: a mail was lost or sent twice');
  process.exitCode = 1;
}
