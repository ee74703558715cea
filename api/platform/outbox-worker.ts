import type { Clock } from './clock';
import type { Mailer } from './mail';
import {
  OUTBOX_KEEP_SENT_MS,
  OUTBOX_LEASE_MS,
  OUTBOX_RETRY,
  nextAttemptAt,
  outboxErrorText,
  type ClaimedOutboxMessage,
  type OutboxFanOuts,
  type OutboxQueue,
  type RetryPolicy,
} from './outbox';

/** Timers, given so that a test runs the loop by hand. Default: setTimeout, not holding Node up. */
export interface OutboxScheduler {
  set(run: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

export const timerScheduler: OutboxScheduler = {
  set(run, ms) {
    const handle = setTimeout(run, ms);
    // a server that forgot to stop the worker still ends
    (handle as { unref?: () => void }).unref?.();
    return handle;
  },
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface OutboxWorkerOptions {
  outbox: OutboxQueue;
  mailer: Mailer;
  /** the handlers of the fan-out kinds (default none: a fan-out of an unknown kind is dead) */
  fanOuts?: OutboxFanOuts;
  /** the API's clock: every time the worker writes or compares comes from it */
  now: Clock;
  log: (line: string) => void;
  /** how often it looks for due messages when not woken (default 5 s: retries and other processes' mails) */
  intervalMs?: number;
  /** how many messages one batch claims and sends at once (default 10) */
  batchSize?: number;
  leaseMs?: number;
  retry?: RetryPolicy;
  /** how long sent messages are kept before removeSent (default OUTBOX_KEEP_SENT_MS) */
  keepSentMs?: number;
  scheduler?: OutboxScheduler;
}

export interface OutboxWorker {
  /**
   * One batch: claims the due messages (up to batchSize), sends them at once and marks each sent
   * or failed. Answers how many it claimed. Rejects only when the outbox cannot be read (the
   * database is away); a mail that fails is marked, never thrown.
   */
  runOnce(): Promise<number>;
  /** look now: a service calls it once its write (with mails in the outbox) has committed */
  wake(): void;
  /** no new batch; resolves when the batch in flight is done */
  stop(): Promise<void>;
}

/** how often the sent messages older than keepSentMs are removed */
const REMOVE_SENT_EVERY_MS = 3_600_000;

/**
 * Sends the outbox's mails (docs/decisions/0074): a batch at start, then one whenever woken or
 * every `intervalMs`, and again at once while batches come back full. Each claimed mail goes to
 * the mailer; taken, it is marked sent; refused or unreachable, it is due again after the retry
 * policy's wait, or dead after its last attempt. The mailer 'off' (production without a mail
 * server) takes nothing: the mail is dead at once, with that reason, never reported sent.
 */
export function startOutboxWorker({
  outbox,
  mailer,
  fanOuts = {},
  now,
  log,
  intervalMs = 5_000,
  batchSize = 10,
  leaseMs = OUTBOX_LEASE_MS,
  retry = OUTBOX_RETRY,
  keepSentMs = OUTBOX_KEEP_SENT_MS,
  scheduler = timerScheduler,
}: OutboxWorkerOptions): OutboxWorker {
  let stopped = false;
  let timer: unknown;
  let looping = false;
  let wokenWhileLooping = false;
  /** the batches, one after another: a batch starts when the one before has ended */
  let chain: Promise<unknown> = Promise.resolve();
  let removedSentAt = -Infinity;
  /** a batch expanded a fan-out: its mails are due now, so the loop goes on at once */
  let expanded = false;

  async function fail(message: ClaimedOutboxMessage, error: string, retryAt: Date | null) {
    await outbox.markFailed(message, error, retryAt);
    const next = retryAt ? `tried again at ${retryAt.toISOString()}` : 'given up';
    log(
      `outbox: message ${message.id} (${message.kind}) failed, attempt ${message.attempts} of ${retry.maxAttempts}, ${next}: ${error}`,
    );
  }

  /** a fan-out's mails, queued in place of it */
  async function fanOut(message: ClaimedOutboxMessage & { fanOut: object }) {
    if (mailer.status === 'off') {
      // its mails could only die: the fan-out dies alone, with the reason
      await fail(message, 'mail is off: no mail server', null);
      return;
    }
    const handler = Object.hasOwn(fanOuts, message.kind) ? fanOuts[message.kind] : undefined;
    if (!handler) {
      await fail(message, `no fan-out handler for the kind ${message.kind}`, null);
      return;
    }
    let mails;
    try {
      mails = await handler(message.fanOut);
    } catch (error) {
      await fail(message, outboxErrorText(error), nextAttemptAt(message, now(), retry));
      return;
    }
    if ((await outbox.expand(message, mails, now())) && mails.length > 0) expanded = true;
  }

  async function deliver(message: ClaimedOutboxMessage): Promise<void> {
    try {
      if (message.attempts > retry.maxAttempts) {
        // its last attempt's worker died, or outlived the lease: no attempt is left
        await fail(message, message.lastError ?? 'the last attempt did not finish', null);
        return;
      }
      if (message.fanOut) {
        await fanOut(message);
        return;
      }
      let delivery;
      try {
        delivery = await mailer.send(message.mail!);
      } catch (error) {
        await fail(message, outboxErrorText(error), nextAttemptAt(message, now(), retry));
        return;
      }
      if (delivery === 'off') await fail(message, 'mail is off: no mail server', null);
      else if (!(await outbox.markSent(message, now()))) {
        log(
          `outbox: message ${message.id} was sent after its lease ran out and another worker took it: it may go twice`,
        );
      }
    } catch (error) {
      // the outbox could not be written: the message is due again when its lease runs out
      log(`outbox: message ${message.id} could not be marked: ${outboxErrorText(error)}`);
    }
  }

  async function batch(): Promise<number> {
    const at = now();
    if (at.getTime() - removedSentAt >= REMOVE_SENT_EVERY_MS) {
      removedSentAt = at.getTime();
      await outbox.removeSent(new Date(at.getTime() - keepSentMs));
    }
    const claimed = await outbox.claim(at, batchSize, leaseMs);
    await Promise.all(claimed.map(deliver));
    return claimed.length;
  }

  function runOnce(): Promise<number> {
    const run = chain.then(batch);
    chain = run.catch(() => undefined);
    return run;
  }

  function schedule(ms: number) {
    timer = scheduler.set(() => void loop(), ms);
  }

  async function loop() {
    timer = undefined;
    if (stopped) return;
    looping = true;
    wokenWhileLooping = false;
    let claimed = 0;
    try {
      claimed = await runOnce();
    } catch (error) {
      log(`outbox: could not read the outbox: ${outboxErrorText(error)}`);
    }
    looping = false;
    const again = claimed >= batchSize || wokenWhileLooping || expanded;
    expanded = false;
    if (!stopped) schedule(again ? 0 : intervalMs);
  }

  schedule(0);
  return {
    runOnce,
    wake() {
      if (stopped) return;
      if (looping) {
        wokenWhileLooping = true;
        return;
      }
      if (timer !== undefined) scheduler.clear(timer);
      schedule(0);
    },
    async stop() {
      stopped = true;
      if (timer !== undefined) scheduler.clear(timer);
      timer = undefined;
      await chain;
    },
  };
}
