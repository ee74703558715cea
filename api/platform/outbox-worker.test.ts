/**
 * The outbox worker's loop (docs/decisions/0074) over the memory outbox: its timers are run by
 * hand and its clock moved by hand, so nothing waits for real time.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { testClock } from '../test/clock';
import { memoryMailer, type Mail, type Mailer } from './mail';
import { memoryOutbox, type MemoryOutbox } from './memory/outbox';
import { OUTBOX_KEEP_SENT_MS } from './outbox';
import { startOutboxWorker, type OutboxScheduler } from './outbox-worker';

/** A mailer whose sends wait until the test releases them. */
function heldMailer() {
  const held: (() => void)[] = [];
  const sent: Mail[] = [];
  const mailer: Mailer = {
    status: 'smtp',
    send: (m) =>
      new Promise((resolve) =>
        held.push(() => {
          sent.push(m);
          resolve('sent');
        }),
      ),
  };
  return {
    mailer,
    sent,
    inFlight: () => held.length,
    release: () => held.splice(0).forEach((go) => go()),
  };
}

/** a few turns of the event loop */
const turns = async () => {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0));
};

/** timers the test fires itself */
function handScheduler() {
  let next = 0;
  const timers = new Map<number, { run: () => void; ms: number }>();
  const scheduler: OutboxScheduler = {
    set(run, ms) {
      timers.set(++next, { run, ms });
      return next;
    },
    clear: (handle) => timers.delete(handle as number),
  };
  return {
    scheduler,
    /** the waits of the timers set and not yet fired or cleared */
    waits: () => [...timers.values()].map((timer) => timer.ms),
    /** fires the oldest timer, and (unless told not to) waits until the loop set its next one */
    async fire({ settle = true } = {}) {
      const [[handle, timer]] = timers;
      timers.delete(handle);
      timer.run();
      if (settle) await vi.waitFor(() => expect(timers.size).toBe(1));
    },
  };
}

const mail = (n: number): Mail => ({
  to: `person${n}@example.com`,
  subject: `Shipment ${n}`,
  text: 'moved',
  html: '<p>moved</p>',
});

describe('outbox worker', () => {
  let outbox: MemoryOutbox;
  let time: number;
  const now = () => new Date(time);
  let lines: string[];
  const enqueue = (...numbers: number[]) =>
    outbox.transaction((tx) =>
      outbox.enqueue(
        tx,
        numbers.map((n) => ({ kind: 'test', mail: mail(n) })),
        now(),
      ),
    );
  const start = (mailer: Mailer, options: { batchSize?: number } = {}) => {
    const timers = handScheduler();
    const worker = startOutboxWorker({
      outbox,
      mailer,
      now,
      log: (line) => lines.push(line),
      intervalMs: 5_000,
      scheduler: timers.scheduler,
      ...options,
    });
    return { worker, timers };
  };

  beforeEach(() => {
    outbox = memoryOutbox();
    time = testClock().getTime();
    lines = [];
  });

  it('looks at once when started, then every interval', async () => {
    await enqueue(1, 2);
    const mailer = memoryMailer();
    const { worker, timers } = start(mailer);
    expect(timers.waits()).toEqual([0]);
    await timers.fire();
    expect(mailer.mails).toEqual([mail(1), mail(2)]);
    expect(timers.waits()).toEqual([5_000]);
    await enqueue(3);
    await timers.fire();
    expect(mailer.mails).toHaveLength(3);
    await worker.stop();
  });

  it('a wake looks now instead of at the end of the interval', async () => {
    const mailer = memoryMailer();
    const { worker, timers } = start(mailer);
    await timers.fire();
    expect(timers.waits()).toEqual([5_000]);
    await enqueue(1);
    worker.wake();
    expect(timers.waits()).toEqual([0]);
    await timers.fire();
    expect(mailer.mails).toEqual([mail(1)]);
    await worker.stop();
  });

  it('a wake during a batch looks again right after it', async () => {
    const held = heldMailer();
    await enqueue(1);
    const { worker, timers } = start(held.mailer);
    const batch = timers.fire();
    await vi.waitFor(() => expect(held.inFlight()).toBe(1));
    worker.wake();
    expect(timers.waits()).toEqual([]);
    held.release();
    await batch;
    expect(timers.waits()).toEqual([0]);
    await worker.stop();
  });

  it('goes on at once while batches come back full (a backlog drains)', async () => {
    await enqueue(1, 2, 3, 4, 5);
    const mailer = memoryMailer();
    const { worker, timers } = start(mailer, { batchSize: 2 });
    await timers.fire();
    expect(timers.waits()).toEqual([0]);
    await timers.fire();
    await timers.fire();
    expect(mailer.mails).toHaveLength(5);
    expect(timers.waits()).toEqual([5_000]);
    await worker.stop();
  });

  it('a send that fails is marked and logged, never thrown out of the loop', async () => {
    const [id] = await enqueue(1);
    const mailer: Mailer = {
      status: 'smtp',
      send: async () => {
        throw new Error('550 mailbox unavailable');
      },
    };
    const { worker, timers } = start(mailer);
    await timers.fire();
    expect(timers.waits()).toEqual([5_000]);
    expect(await outbox.get(id)).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: '550 mailbox unavailable',
    });
    expect(lines).toEqual([
      expect.stringMatching(
        /^outbox: message 1 \(test\) failed, attempt 1 of 14, tried again at .*: 550 mailbox unavailable$/,
      ),
    ]);
    await worker.stop();
  });

  it('an outbox it cannot read is logged, and the loop goes on', async () => {
    const broken: MemoryOutbox = {
      ...outbox,
      claim: async () => {
        throw new Error('connection terminated');
      },
    };
    const timers = handScheduler();
    const worker = startOutboxWorker({
      outbox: broken,
      mailer: memoryMailer(),
      now,
      log: (line) => lines.push(line),
      scheduler: timers.scheduler,
    });
    await timers.fire();
    expect(lines).toEqual(['outbox: could not read the outbox: connection terminated']);
    expect(timers.waits()).toEqual([5_000]);
    await expect(worker.runOnce()).rejects.toThrow('connection terminated');
    await worker.stop();
  });

  it('mail off (no mail server in production) is dead at once, never reported sent', async () => {
    const [id] = await enqueue(1);
    const { worker } = start({ status: 'off', send: async () => 'off' });
    expect(await worker.runOnce()).toBe(1);
    expect(await outbox.get(id)).toMatchObject({
      status: 'dead',
      lastError: 'mail is off: no mail server',
    });
    await worker.stop();
  });

  it('mail off: a fan-out is dead at once, without queuing mails that could only die', async () => {
    const [id] = await outbox.transaction((tx) =>
      outbox.enqueue(tx, [{ kind: 'shipment-notice', fanOut: { shipmentId: 1 } }], now()),
    );
    let expanded = 0;
    const worker = startOutboxWorker({
      outbox,
      mailer: { status: 'off', send: async () => 'off' },
      fanOuts: { 'shipment-notice': async () => (expanded++, []) },
      now,
      log: () => {},
      scheduler: handScheduler().scheduler,
    });
    expect(await worker.runOnce()).toBe(1);
    expect(expanded).toBe(0);
    expect(await outbox.get(id)).toMatchObject({ status: 'dead' });
    expect(await outbox.depth()).toBe(0);
    await worker.stop();
  });

  it('a long mail error is kept cut short', async () => {
    const [id] = await enqueue(1);
    const { worker } = start({
      status: 'smtp',
      send: async () => {
        throw new Error('x'.repeat(2_000));
      },
    });
    await worker.runOnce();
    expect((await outbox.get(id))?.lastError).toHaveLength(500);
    await worker.stop();
  });

  it('stop waits for the batch in flight, then looks no more', async () => {
    const held = heldMailer();
    const [id] = await enqueue(1);
    const { worker, timers } = start(held.mailer);
    // the loop's first batch starts, its mail in flight
    await timers.fire({ settle: false });
    await vi.waitFor(() => expect(held.inFlight()).toBe(1));
    let stopped = false;
    const stopping = worker.stop().then(() => (stopped = true));
    await turns();
    expect(stopped).toBe(false);
    expect((await outbox.get(id))?.status).toBe('pending');
    held.release();
    await stopping;
    expect(held.sent).toEqual([mail(1)]);
    expect((await outbox.get(id))?.status).toBe('sent');
    // no timer left, and a wake or a new mail starts nothing
    await enqueue(2);
    worker.wake();
    await turns();
    expect(timers.waits()).toEqual([]);
    expect(held.inFlight()).toBe(0);
  });

  it('removes the sent messages past keeping, at most once an hour', async () => {
    const sentAt = time;
    const [id] = await enqueue(1);
    const { worker } = start(memoryMailer());
    await worker.runOnce();
    // a removal now finds it too young
    time = sentAt + OUTBOX_KEEP_SENT_MS - 1;
    await worker.runOnce();
    // old enough, but the next removal waits an hour
    time = sentAt + OUTBOX_KEEP_SENT_MS + 1;
    await worker.runOnce();
    expect(await outbox.get(id)).toBeDefined();
    time += 3_600_000;
    await worker.runOnce();
    expect(await outbox.get(id)).toBeUndefined();
    await worker.stop();
  });
});
