import type { Mail } from './mail';
import { seededRandom } from './random';

/**
 * The mail outbox (docs/decisions/0074-outbox.md): a module's write and the mails it causes are
 * committed together, and a worker in the server process sends them later, with retries, so a
 * mail never slows or loses a change. Runtime-neutral: the SQL adapter is
 * api/platform/sql/outbox.server.ts, the memory one api/platform/memory/outbox.ts, the worker
 * api/platform/outbox-worker.ts.
 */

/** pending: still to send (maybe held by a worker); sent: the mailer took it; dead: given up */
export type OutboxStatus = 'pending' | 'sent' | 'dead';

/** What a fan-out carries: plain data, read back by its kind's handler (OutboxFanOuts). */
export type OutboxFanOutData = Record<string, unknown>;

/**
 * A message as a module enqueues it: a mail to send, or a fan-out, which the worker turns into
 * mails later (its kind's handler in OutboxFanOuts reads who gets what): a write that concerns
 * a thousand readers queues one row in its transaction, not a thousand.
 */
export type NewOutboxMessage = {
  /** what sort of message, short: 'shipment-status' */
  kind: string;
  /**
   * Names the message within its kind: a second enqueue of the same kind and key is ignored, so
   * a write that runs twice queues its mail once ('shipment-status:42:7' for event 7 of shipment
   * 42). Remembered while the message is kept (sent ones go after OUTBOX_KEEP_SENT_MS).
   */
  dedupeKey?: string;
} & ({ mail: Mail; fanOut?: never } | { fanOut: OutboxFanOutData; mail?: never });

/**
 * The handlers of the fan-out kinds: each answers the mails one fan-out stands for, as they
 * stand when the worker takes it (who asked for them by then). A handler that throws is tried
 * again as a mail that failed; its mails should carry dedupe keys named after the fan-out, so a
 * fan-out expanded twice (a worker that died between) queues each mail once.
 */
export type OutboxFanOuts = Record<string, (data: OutboxFanOutData) => Promise<NewOutboxMessage[]>>;

export type OutboxMessage = NewOutboxMessage & {
  id: number;
  status: OutboxStatus;
  /** how many times a worker took it to send, a try cut short by a crash included */
  attempts: number;
  /** when it is due (again) */
  nextAttemptAt: Date;
  createdAt: Date;
  sentAt?: Date;
  /** why the latest try failed (at most OUTBOX_ERROR_MAX characters) */
  lastError?: string;
};

/**
 * A message a worker holds until `claimedUntil` (the lease): no other worker takes it before
 * then. `claim` numbers the holds of this message; marking it sent or failed names the hold, so
 * a worker whose lease ran out, and whose message another worker took since, changes nothing.
 */
export type ClaimedOutboxMessage = OutboxMessage & {
  claim: number;
  claimedUntil: Date;
};

/** How many messages are in each state, for the metrics. */
export interface OutboxCounts {
  pending: number;
  /** of the pending ones: due now and not held by a worker */
  due: number;
  sent: number;
  dead: number;
  /** when the oldest pending message was queued: how far behind the sending is */
  oldestPendingAt?: Date;
}

/** The worker's side of an outbox (and the metrics'): both adapters have it. */
export interface OutboxQueue {
  /**
   * Takes up to `limit` messages due at `at` (pending, their next attempt reached, held by no
   * worker or by one whose lease ran out), oldest due first, and holds them until `at + leaseMs`:
   * each counts one more attempt. Two workers never get the same message while its lease runs.
   */
  claim(at: Date, limit: number, leaseMs: number): Promise<ClaimedOutboxMessage[]>;
  /** records that the mailer took it; false (nothing changed) when the hold is no longer this one */
  markSent(message: ClaimedOutboxMessage, at: Date): Promise<boolean>;
  /**
   * A fan-out's mails: queued (due at `at`), and the fan-out marked sent, in one transaction;
   * false (nothing queued, nothing changed) when the hold is no longer this one.
   */
  expand(
    message: ClaimedOutboxMessage,
    messages: readonly NewOutboxMessage[],
    at: Date,
  ): Promise<boolean>;
  /**
   * records a failed try: due again at `retryAt`, or dead when it is null (nextAttemptAt below);
   * false (nothing changed) when the hold is no longer this one
   */
  markFailed(message: ClaimedOutboxMessage, error: string, retryAt: Date | null): Promise<boolean>;
  /** how many messages are still to send */
  depth(): Promise<number>;
  counts(at: Date): Promise<OutboxCounts>;
  /** a message as it stands, undefined when there is none (or it went with removeSent) */
  get(id: number): Promise<OutboxMessage | undefined>;
  /** deletes the messages sent before `before` (dead ones stay, to be looked at); how many went */
  removeSent(before: Date): Promise<number>;
}

/**
 * An outbox: the queue, and `enqueue` for a module's store. `Tx` is what the store writes with:
 * on SQL its own Drizzle transaction (or the database, for a message alone), in memory a
 * transaction of the memory outbox. The messages commit or roll back with the caller's write.
 * Answers the ids of the messages queued (a duplicate key is left out). Afterwards, once the
 * caller's transaction has committed, the service wakes the worker (OutboxWorker.wake).
 */
export interface Outbox<Tx> extends OutboxQueue {
  enqueue(tx: Tx, messages: readonly NewOutboxMessage[], at: Date): Promise<number[]>;
}

/**
 * When a failed mail is tried again. The first retry waits 10 s, and each next one twice as long,
 * up to 10 minutes: 10 s, 20 s, 40 s, 80 s, 160 s, 320 s, then 10 min. A mail server that is
 * restarted, or down for minutes, gets the mail soon after it is back; one that is down longer
 * is asked every 10 minutes, not hammered. Each wait loses up to a fifth at random (the jitter),
 * so mails that failed together (the server was down) do not come back in lockstep; the random
 * part comes from the message's id and attempt, so a test knows it in advance.
 *
 * After 14 attempts the mail is dead: the 13 waits add up to 80.5 minutes, at least 64 with the
 * most jitter, so a mail outlives an outage of an hour; past that the mail server is an incident
 * someone must see (the dead count), and a status mail hours late is worth little. Dead mails stay
 * in the outbox, with their last error, to be looked at and sent again by hand.
 */
export interface RetryPolicy {
  firstDelayMs: number;
  maxDelayMs: number;
  /** the share of each wait that may be taken off at random: 0.2 takes off up to a fifth */
  jitter: number;
  /** dead after this many attempts */
  maxAttempts: number;
}

export const OUTBOX_RETRY: RetryPolicy = {
  firstDelayMs: 10_000,
  maxDelayMs: 600_000,
  jitter: 0.2,
  maxAttempts: 14,
};

/**
 * How long a worker holds the messages it claimed: longer than sending a batch can take (the SMTP
 * mailer gives up after 10 s connecting, 10 s for the greeting and 30 s of silence, server/mailer.ts;
 * a batch is sent at once), so no live worker's message goes to another; short enough that the
 * messages of a process that died go out 5 minutes later.
 */
export const OUTBOX_LEASE_MS = 5 * 60_000;

/** how long a sent message (and so its dedupe key) is kept: long enough to answer "was it sent" */
export const OUTBOX_KEEP_SENT_MS = 30 * 24 * 3_600_000;

/** the longest error kept with a message */
export const OUTBOX_ERROR_MAX = 500;

/** How long to wait after the given attempt failed (attempts: 1 after the first try). */
export function retryDelayMs(
  message: Pick<OutboxMessage, 'id' | 'attempts'>,
  policy: RetryPolicy = OUTBOX_RETRY,
): number {
  const exponent = Math.min(Math.max(message.attempts - 1, 0), 30);
  const delay = Math.min(policy.maxDelayMs, policy.firstDelayMs * 2 ** exponent);
  const random = seededRandom(Math.imul(message.id, 0x9e3779b1) ^ message.attempts).next();
  return Math.round(delay * (1 - policy.jitter * random));
}

/** When to try again after the attempt that just failed at `at`; null: dead, no attempt left. */
export function nextAttemptAt(
  message: Pick<OutboxMessage, 'id' | 'attempts'>,
  at: Date,
  policy: RetryPolicy = OUTBOX_RETRY,
): Date | null {
  if (message.attempts >= policy.maxAttempts) return null;
  return new Date(at.getTime() + retryDelayMs(message, policy));
}

/** An error as the outbox keeps it: its message, cut to OUTBOX_ERROR_MAX characters. */
export function outboxErrorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.length > OUTBOX_ERROR_MAX ? `${text.slice(0, OUTBOX_ERROR_MAX - 1)}…` : text;
}
