/**
 * The outbox's contract (docs/decisions/0074), on every adapter: memory, PGlite, and PostgreSQL
 * when DATABASE_URL is set (in a schema of this run's own, dropped after). The worker runs by
 * hand (runOnce) under a clock the test moves, so no test waits for a real retry.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { storeKinds } from '../test/harness';
import { testClock } from '../test/clock';
import type { Mail, Mailer } from './mail';
import { memoryOutbox } from './memory/outbox';
import {
  OUTBOX_RETRY,
  nextAttemptAt,
  retryDelayMs,
  type NewOutboxMessage,
  type Outbox,
  type OutboxFanOuts,
  type OutboxQueue,
} from './outbox';
import { startOutboxWorker, type OutboxScheduler } from './outbox-worker';
import { openPglite, openPostgres, type SqlConnection } from './sql/connection.server';
import { migrate } from './sql/migrate.server';
import { sqlOutbox, type SqlOutboxTx } from './sql/outbox.server';

const url = process.env.DATABASE_URL;

describe('the retry policy', () => {
  const waits = (id: number) =>
    Array.from({ length: OUTBOX_RETRY.maxAttempts - 1 }, (_, i) =>
      retryDelayMs({ id, attempts: i + 1 }),
    );

  it('doubles from 10 s up to 10 min, each wait losing at most a fifth', () => {
    const nominal = [10, 20, 40, 80, 160, 320, 600, 600, 600, 600, 600, 600, 600].map(
      (s) => s * 1000,
    );
    for (const id of [1, 2, 3, 77, 2_147_483_647]) {
      waits(id).forEach((wait, i) => {
        expect(wait).toBeLessThanOrEqual(nominal[i]);
        expect(wait).toBeGreaterThanOrEqual(nominal[i] * 0.8);
      });
    }
  });

  it('gives up after 14 attempts, more than an hour after the first', () => {
    for (const id of [1, 5, 1234]) {
      const total = waits(id).reduce((sum, wait) => sum + wait, 0);
      expect(total).toBeGreaterThan(3_600_000);
      expect(total).toBeLessThanOrEqual(4_830_000);
    }
    const at = new Date(0);
    expect(nextAttemptAt({ id: 1, attempts: 13 }, at)).not.toBeNull();
    expect(nextAttemptAt({ id: 1, attempts: 14 }, at)).toBeNull();
  });

  it('jitter is the same for the same message and attempt, and spreads different messages', () => {
    expect(retryDelayMs({ id: 9, attempts: 3 })).toBe(retryDelayMs({ id: 9, attempts: 3 }));
    const spread = new Set(
      Array.from({ length: 20 }, (_, id) => retryDelayMs({ id, attempts: 1 })),
    );
    expect(spread.size).toBeGreaterThan(10);
  });
});

/** an adapter under test: its outbox, its transaction, and a second process's queue */
interface Subject<Tx> {
  outbox: Outbox<Tx>;
  transaction<T>(write: (tx: Tx) => Promise<T>): Promise<T>;
  /** the same outbox as another server process sees it (another pool on PostgreSQL) */
  other: OutboxQueue;
  /** a write of the caller's own in the transaction, and whether it is there */
  callerWrite?: {
    write(tx: Tx, key: string): Promise<void>;
    exists(key: string): Promise<boolean>;
  };
  reset(): Promise<void>;
  close(): Promise<void>;
}

async function sqlSubject(kind: 'pglite' | 'postgres'): Promise<Subject<unknown>> {
  const schema = `test_${randomUUID().replaceAll('-', '')}`;
  const conn: SqlConnection =
    kind === 'pglite' ? await openPglite() : await openPostgres(url!, schema);
  await migrate(conn);
  const otherConn = kind === 'postgres' ? await openPostgres(url!, schema) : undefined;
  const outbox = sqlOutbox(conn.db);
  return {
    outbox: outbox as Outbox<unknown>,
    transaction: (write) => conn.db.transaction((tx) => write(tx)),
    other: otherConn ? sqlOutbox(otherConn.db) : outbox,
    callerWrite: {
      // a table of the caller's: the change versions' (migration 0002) will do
      async write(tx, key) {
        await (tx as SqlOutboxTx).execute(
          sql`INSERT INTO change_versions (domain, version) VALUES (${key}, 1)`,
        );
      },
      async exists(key) {
        const rows = await conn.query('SELECT 1 FROM change_versions WHERE domain = $1', [key]);
        return rows.length > 0;
      },
    },
    reset: () => conn.exec('DELETE FROM outbox_messages'),
    async close() {
      await otherConn?.close();
      if (kind === 'postgres') await conn.exec(`DROP SCHEMA "${schema}" CASCADE`);
      await conn.close();
    },
  };
}

function memorySubject(): Subject<unknown> {
  let outbox = memoryOutbox();
  const subject: Subject<unknown> = {
    outbox: outbox as Outbox<unknown>,
    transaction: (write) => outbox.transaction(write as never),
    other: outbox,
    async reset() {
      outbox = memoryOutbox();
      subject.outbox = outbox as Outbox<unknown>;
      subject.other = outbox;
    },
    close: async () => {},
  };
  return subject;
}

const mail = (n: number): Mail => ({
  to: `person${n}@example.com`,
  subject: `Shipment ${n}`,
  text: `Your shipment ${n} moved.`,
  html: `<p>Your shipment ${n} moved.</p>`,
});
const message = (n: number, dedupeKey?: string): NewOutboxMessage => ({
  kind: 'shipment-status',
  mail: mail(n),
  ...(dedupeKey ? { dedupeKey } : {}),
});

/** A mailer that records what it sent, failing the first `failures` sends. */
function recordingMailer(failures = 0) {
  const sent: Mail[] = [];
  let left = failures;
  const mailer: Mailer & { sent: Mail[]; failNext(n: number): void } = {
    status: 'smtp',
    sent,
    failNext(n) {
      left = n;
    },
    async send(m) {
      // a turn of the event loop, so that concurrent workers interleave
      await new Promise((resolve) => setTimeout(resolve, 0));
      if (left > 0) {
        left--;
        throw new Error('connect ECONNREFUSED 127.0.0.1:2525');
      }
      sent.push(structuredClone(m));
      return 'sent';
    },
  };
  return mailer;
}

/** timers that never fire: the tests run the batches themselves */
const handRun: OutboxScheduler = { set: () => 0, clear: () => {} };

// PGlite runs the same SQL as PostgreSQL (docs/decisions/0070): the suite runs on it where there
// is no PostgreSQL server, and TEST_STORES=memory,pglite,postgres runs all three
describe.each(storeKinds())('outbox (%s)', (kind) => {
  let subject: Subject<unknown>;
  let base: number;
  /** the test's clock, moved by hand */
  let time: number;
  const now = () => new Date(time);

  beforeAll(async () => {
    subject = kind === 'memory' ? memorySubject() : await sqlSubject(kind);
  });
  afterAll(() => subject.close());
  beforeEach(async () => {
    await subject.reset();
    base = Math.floor(testClock().getTime() / 1000) * 1000;
    time = base;
  });

  const enqueue = (messages: NewOutboxMessage[], at = now()) =>
    subject.transaction((tx) => subject.outbox.enqueue(tx, messages, at));
  const worker = (
    mailer: Mailer,
    options: { batchSize?: number; queue?: OutboxQueue; fanOuts?: OutboxFanOuts } = {},
  ) =>
    startOutboxWorker({
      outbox: options.queue ?? subject.outbox,
      mailer,
      fanOuts: options.fanOuts,
      now,
      log: () => {},
      batchSize: options.batchSize,
      retry: { ...OUTBOX_RETRY, maxAttempts: 3 },
      scheduler: handRun,
    });

  it('queues a message, due at once, with what was enqueued', async () => {
    const [id] = await enqueue([message(1, 'shipment-status:1:1')]);
    expect(await subject.outbox.get(id)).toEqual({
      id,
      kind: 'shipment-status',
      dedupeKey: 'shipment-status:1:1',
      mail: mail(1),
      status: 'pending',
      attempts: 0,
      nextAttemptAt: now(),
      createdAt: now(),
    });
    expect(await subject.outbox.depth()).toBe(1);
    expect(await subject.outbox.counts(now())).toEqual({
      pending: 1,
      due: 1,
      sent: 0,
      dead: 0,
      oldestPendingAt: now(),
    });
  });

  it('an enqueue inside a transaction that rolls back leaves nothing', async () => {
    let queued: number[] = [];
    await expect(
      subject.transaction(async (tx) => {
        await subject.callerWrite?.write(tx, `outbox-test-${kind}`);
        queued = await subject.outbox.enqueue(tx, [message(1, 'k1'), message(2)], now());
        throw new Error('the caller refused its change');
      }),
    ).rejects.toThrow('the caller refused');
    expect(queued).toHaveLength(2);
    for (const id of queued) expect(await subject.outbox.get(id)).toBeUndefined();
    expect(await subject.outbox.depth()).toBe(0);
    expect(await subject.callerWrite?.exists(`outbox-test-${kind}`)).toBeFalsy();
    expect(await subject.outbox.claim(now(), 10, 60_000)).toEqual([]);
    // the key it took is free again
    expect(await enqueue([message(3, 'k1')])).toHaveLength(1);
  });

  it('an enqueue commits with the caller’s write', async () => {
    const key = `outbox-commit-${kind}-${base}`;
    const ids = await subject.transaction(async (tx) => {
      await subject.callerWrite?.write(tx, key);
      return subject.outbox.enqueue(tx, [message(1)], now());
    });
    expect(await subject.outbox.get(ids[0])).toMatchObject({ status: 'pending' });
    if (subject.callerWrite) expect(await subject.callerWrite.exists(key)).toBe(true);
  });

  it('a second enqueue with the same kind and key is ignored', async () => {
    const [first] = await enqueue([message(1, 'shipment-status:7:1')]);
    expect(await enqueue([message(2, 'shipment-status:7:1')])).toEqual([]);
    // twice in one call: once
    expect(await enqueue([message(3, 'k2'), message(4, 'k2')])).toHaveLength(1);
    // the same key in another kind is another message
    expect(await enqueue([{ ...message(5, 'shipment-status:7:1'), kind: 'other' }])).toHaveLength(
      1,
    );
    expect((await subject.outbox.get(first))?.mail).toEqual(mail(1));
    expect(await subject.outbox.depth()).toBe(3);
    // without a key, every enqueue is a message
    expect(await enqueue([message(6), message(6)])).toHaveLength(2);
  });

  it('a failing mailer is tried again after the backoff, and the mail goes once it is back', async () => {
    const [id] = await enqueue([message(1)]);
    const mailer = recordingMailer(2);
    const w = worker(mailer);
    expect(await w.runOnce()).toBe(1);
    const firstRetry = base + retryDelayMs({ id, attempts: 1 });
    expect(await subject.outbox.get(id)).toMatchObject({
      status: 'pending',
      attempts: 1,
      nextAttemptAt: new Date(firstRetry),
      lastError: 'connect ECONNREFUSED 127.0.0.1:2525',
    });
    // not before its time
    time = firstRetry - 1;
    expect(await w.runOnce()).toBe(0);
    time = firstRetry;
    expect(await w.runOnce()).toBe(1);
    const secondRetry = firstRetry + retryDelayMs({ id, attempts: 2 });
    expect((await subject.outbox.get(id))?.nextAttemptAt).toEqual(new Date(secondRetry));
    expect(retryDelayMs({ id, attempts: 2 })).toBeGreaterThan(retryDelayMs({ id, attempts: 1 }));
    time = secondRetry;
    expect(await w.runOnce()).toBe(1);
    expect(mailer.sent).toEqual([mail(1)]);
    expect(await subject.outbox.get(id)).toMatchObject({
      status: 'sent',
      attempts: 3,
      sentAt: new Date(secondRetry),
    });
    expect(await subject.outbox.depth()).toBe(0);
    time += 3_600_000;
    expect(await w.runOnce()).toBe(0);
    expect(mailer.sent).toHaveLength(1);
    await w.stop();
  });

  it('is dead after its last attempt, and is not tried again', async () => {
    const [id] = await enqueue([message(1)]);
    const mailer = recordingMailer(100);
    const w = worker(mailer);
    for (let attempt = 1; attempt <= 3; attempt++) {
      expect(await w.runOnce()).toBe(1);
      const stored = await subject.outbox.get(id);
      expect(stored?.attempts).toBe(attempt);
      time = stored!.nextAttemptAt.getTime();
    }
    expect(await subject.outbox.get(id)).toMatchObject({
      status: 'dead',
      attempts: 3,
      lastError: 'connect ECONNREFUSED 127.0.0.1:2525',
    });
    time += 86_400_000;
    expect(await w.runOnce()).toBe(0);
    expect(await subject.outbox.counts(now())).toEqual({ pending: 0, due: 0, sent: 0, dead: 1 });
    await w.stop();
  });

  it('a claim whose lease ran out is sent by another worker; the first one’s late marks change nothing', async () => {
    const [id] = await enqueue([message(1)]);
    // a process claims it and dies
    const [held] = await subject.outbox.claim(now(), 10, 60_000);
    expect(held).toMatchObject({ id, attempts: 1, claim: 1 });
    const mailer = recordingMailer();
    const other = worker(mailer, { queue: subject.other });
    time = base + 59_999;
    expect(await other.runOnce()).toBe(0);
    expect(await subject.outbox.counts(now())).toMatchObject({ pending: 1, due: 0 });
    time = base + 60_000;
    expect(await other.runOnce()).toBe(1);
    expect(mailer.sent).toEqual([mail(1)]);
    expect(await subject.outbox.markSent(held, now())).toBe(false);
    expect(await subject.outbox.markFailed(held, 'late', null)).toBe(false);
    expect(await subject.outbox.get(id)).toMatchObject({ status: 'sent', attempts: 2 });
    await other.stop();
  });

  it('a message whose last attempt never finished is dead when claimed again', async () => {
    const [id] = await enqueue([message(1)]);
    const w = worker(recordingMailer(100));
    for (let attempt = 1; attempt <= 2; attempt++) {
      await w.runOnce();
      time = (await subject.outbox.get(id))!.nextAttemptAt.getTime();
    }
    // the third and last attempt's process dies holding it
    await subject.outbox.claim(now(), 10, 60_000);
    time += 60_000;
    const mailer = recordingMailer();
    const other = worker(mailer, { queue: subject.other });
    expect(await other.runOnce()).toBe(1);
    expect(mailer.sent).toEqual([]);
    expect(await subject.outbox.get(id)).toMatchObject({ status: 'dead', attempts: 4 });
    await Promise.all([w.stop(), other.stop()]);
  });

  it('claims the oldest due first, up to the limit', async () => {
    await enqueue([message(3)], new Date(base + 2));
    await enqueue([message(1)], new Date(base));
    await enqueue([message(2)], new Date(base + 1));
    await enqueue([message(4)], new Date(base + 10_000));
    time = base + 5;
    const claimed = await subject.outbox.claim(now(), 2, 60_000);
    expect(claimed.map((m) => m.mail?.subject)).toEqual(['Shipment 1', 'Shipment 2']);
    expect(claimed[0].claimedUntil).toEqual(new Date(base + 60_005));
    expect((await subject.outbox.claim(now(), 10, 60_000)).map((m) => m.mail?.subject)).toEqual([
      'Shipment 3',
    ]);
  });

  it('two workers claiming at once send every message exactly once', async () => {
    const ids = await enqueue(Array.from({ length: 200 }, (_, i) => message(i)));
    const mailer = recordingMailer();
    const workers = [
      worker(mailer, { batchSize: 7 }),
      worker(mailer, { batchSize: 7, queue: subject.other }),
    ];
    await Promise.all(
      workers.map(async (w) => {
        while ((await w.runOnce()) > 0);
      }),
    );
    const subjects = mailer.sent.map((m) => m.subject);
    expect(subjects).toHaveLength(200);
    expect(new Set(subjects).size).toBe(200);
    expect(await subject.outbox.counts(now())).toMatchObject({ pending: 0, sent: 200 });
    for (const id of [ids[0], ids[199]])
      expect(await subject.outbox.get(id)).toMatchObject({ status: 'sent', attempts: 1 });
    await Promise.all(workers.map((w) => w.stop()));
  });

  it('removes the sent messages older than the given time, keeping the dead and pending ones', async () => {
    const [sent, dead] = await enqueue([message(1), message(2)]);
    await enqueue([message(3, 'k3')]);
    for (const held of await subject.outbox.claim(now(), 2, 60_000)) {
      if (held.id === sent) await subject.outbox.markSent(held, now());
      if (held.id === dead) await subject.outbox.markFailed(held, 'refused', null);
    }
    expect(await subject.outbox.removeSent(now())).toBe(0);
    expect(await subject.outbox.removeSent(new Date(base + 1))).toBe(1);
    expect(await subject.outbox.get(sent)).toBeUndefined();
    expect(await subject.outbox.counts(now())).toMatchObject({ pending: 1, sent: 0, dead: 1 });
  });

  describe('a fan-out', () => {
    /** a fan-out of shipment 7's change to `readers` readers: one mail each, keyed by the change */
    const fanOut = (readers: number): NewOutboxMessage => ({
      kind: 'shipment-notice',
      fanOut: { shipment: 7, readers },
    });
    const fanOuts = (calls: number[] = []): OutboxFanOuts => ({
      'shipment-notice': async (data) => {
        calls.push(data.readers as number);
        return Array.from({ length: data.readers as number }, (_, i) => ({
          ...message(i),
          dedupeKey: `shipment-notice:7:${i}`,
        }));
      },
    });

    it('is one row in the write, and becomes its mails when the worker takes it', async () => {
      const [id] = await enqueue([fanOut(25)]);
      expect(await subject.outbox.get(id)).toMatchObject({
        kind: 'shipment-notice',
        fanOut: { shipment: 7, readers: 25 },
        status: 'pending',
      });
      expect((await subject.outbox.get(id))?.mail).toBeUndefined();
      const mailer = recordingMailer();
      const w = worker(mailer, { fanOuts: fanOuts(), batchSize: 10 });
      expect(await w.runOnce()).toBe(1);
      expect(mailer.sent).toEqual([]);
      expect(await subject.outbox.get(id)).toMatchObject({ status: 'sent' });
      expect(await subject.outbox.counts(now())).toMatchObject({ pending: 25, due: 25 });
      while ((await w.runOnce()) > 0);
      expect(new Set(mailer.sent.map((m) => m.subject)).size).toBe(25);
      await w.stop();
    });

    it('expanded twice (its lease ran out) queues each mail once', async () => {
      await enqueue([fanOut(3)]);
      const [first] = await subject.outbox.claim(now(), 10, 60_000);
      // the first worker expands after its lease ran out and another took the fan-out
      time = base + 60_000;
      const [second] = await subject.other.claim(now(), 10, 60_000);
      const mails = await fanOuts()['shipment-notice'](first.fanOut!);
      expect(await subject.outbox.expand(first, mails, now())).toBe(false);
      expect(await subject.outbox.depth()).toBe(1);
      expect(await subject.other.expand(second, mails, now())).toBe(true);
      expect(await subject.outbox.depth()).toBe(3);
      // the same mails again (a fan-out of the same change): their keys are taken
      expect(await enqueue(mails)).toEqual([]);
    });

    it('a handler that throws is tried again later; an unknown kind is dead', async () => {
      const [id] = await enqueue([fanOut(2)]);
      const [unknown] = await enqueue([{ kind: 'no-such-kind', fanOut: {} }]);
      let failing = true;
      const flaky: OutboxFanOuts = {
        'shipment-notice': async (data) => {
          if (failing) throw new Error('the database is away');
          return fanOuts()['shipment-notice'](data);
        },
      };
      const w = worker(recordingMailer(), { fanOuts: flaky });
      await w.runOnce();
      expect(await subject.outbox.get(id)).toMatchObject({
        status: 'pending',
        attempts: 1,
        lastError: 'the database is away',
      });
      expect(await subject.outbox.get(unknown)).toMatchObject({ status: 'dead' });
      failing = false;
      time = (await subject.outbox.get(id))!.nextAttemptAt.getTime();
      await w.runOnce();
      expect(await subject.outbox.get(id)).toMatchObject({ status: 'sent' });
      expect(await subject.outbox.depth()).toBe(2);
      await w.stop();
    });
  });
});
