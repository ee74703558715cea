import type {
  ClaimedOutboxMessage,
  NewOutboxMessage,
  Outbox,
  OutboxCounts,
  OutboxMessage,
} from '../outbox';

type Row = OutboxMessage & {
  claim: number;
  claimedUntil?: Date;
};

const staged = Symbol('staged');
const open = Symbol('open');

/** A transaction of the memory outbox (made by `transaction`): what it queues, until it ends. */
export interface MemoryOutboxTx {
  readonly [staged]: Row[];
  [open]: boolean;
}

export interface MemoryOutbox extends Outbox<MemoryOutboxTx> {
  /**
   * Runs `write` with a transaction to enqueue in: its messages are queued when `write` resolves
   * and dropped when it throws, as in SQL. A memory store calls it around its own change.
   */
  transaction<T>(write: (tx: MemoryOutboxTx) => Promise<T>): Promise<T>;
}

const dedupeId = (kind: string, key: string) => JSON.stringify([kind, key]);

/**
 * The outbox in memory (browser mode, the tests without a database): the SQL adapter's rules,
 * api/platform/sql/outbox.server.ts, in one process. Every method makes its change before its
 * first await, so no two calls interleave; copies go in and out.
 */
export function memoryOutbox(): MemoryOutbox {
  const rows = new Map<number, Row>();
  const byDedupeKey = new Map<string, number>();
  let highestId = 0;

  const copy = ({ claim: _claim, claimedUntil: _until, ...message }: Row): OutboxMessage =>
    structuredClone(message);
  const isDue = (row: Row, at: Date) =>
    row.status === 'pending' &&
    row.nextAttemptAt <= at &&
    (!row.claimedUntil || row.claimedUntil <= at);
  /** the row still held by this claim, or undefined */
  const held = (message: ClaimedOutboxMessage) => {
    const row = rows.get(message.id);
    return row && row.status === 'pending' && row.claim === message.claim ? row : undefined;
  };
  /** new rows of the messages, their keys taken (a key already taken is left out) */
  function stage(messages: readonly NewOutboxMessage[], at: Date): Row[] {
    const made: Row[] = [];
    for (const { kind, dedupeKey, mail, fanOut } of messages) {
      // a key is taken when enqueued, so a second one (in this transaction or another) is left out
      const key = dedupeKey === undefined ? undefined : dedupeId(kind, dedupeKey);
      if (key !== undefined && byDedupeKey.has(key)) continue;
      const id = ++highestId;
      if (key !== undefined) byDedupeKey.set(key, id);
      made.push({
        id,
        kind,
        ...(dedupeKey === undefined ? {} : { dedupeKey }),
        ...(mail ? { mail: structuredClone(mail) } : { fanOut: structuredClone(fanOut!) }),
        status: 'pending',
        attempts: 0,
        nextAttemptAt: new Date(at),
        createdAt: new Date(at),
        claim: 0,
      });
    }
    return made;
  }

  return {
    async transaction(write) {
      const tx: MemoryOutboxTx = { [staged]: [], [open]: true };
      try {
        const result = await write(tx);
        for (const row of tx[staged]) rows.set(row.id, row);
        return result;
      } catch (error) {
        // rolled back: the keys it took are free again; its ids stay used, as a sequence's are
        for (const row of tx[staged])
          if (row.dedupeKey !== undefined) byDedupeKey.delete(dedupeId(row.kind, row.dedupeKey));
        throw error;
      } finally {
        tx[open] = false;
      }
    },
    async enqueue(tx, messages, at) {
      if (!tx[open]) throw new Error('enqueue: the outbox transaction has ended');
      const made = stage(messages, at);
      tx[staged].push(...made);
      return made.map((row) => row.id);
    },
    async claim(at, limit, leaseMs) {
      const due = [...rows.values()]
        .filter((row) => isDue(row, at))
        .sort((a, b) => a.nextAttemptAt.getTime() - b.nextAttemptAt.getTime() || a.id - b.id)
        .slice(0, limit);
      const claimedUntil = new Date(at.getTime() + leaseMs);
      return due.map((row) => {
        row.attempts++;
        row.claim++;
        row.claimedUntil = claimedUntil;
        return { ...copy(row), claim: row.claim, claimedUntil: new Date(claimedUntil) };
      });
    },
    async markSent(message, at) {
      const row = held(message);
      if (!row) return false;
      Object.assign(row, { status: 'sent', sentAt: new Date(at), claimedUntil: undefined });
      return true;
    },
    async expand(message, messages, at) {
      const row = held(message);
      if (!row) return false;
      Object.assign(row, { status: 'sent', sentAt: new Date(at), claimedUntil: undefined });
      for (const made of stage(messages, at)) rows.set(made.id, made);
      return true;
    },
    async markFailed(message, error, retryAt) {
      const row = held(message);
      if (!row) return false;
      row.lastError = error;
      row.claimedUntil = undefined;
      if (retryAt) row.nextAttemptAt = new Date(retryAt);
      else row.status = 'dead';
      return true;
    },
    async depth() {
      return [...rows.values()].filter((row) => row.status === 'pending').length;
    },
    async counts(at) {
      const counts: OutboxCounts = { pending: 0, due: 0, sent: 0, dead: 0 };
      for (const row of rows.values()) {
        counts[row.status]++;
        if (isDue(row, at)) counts.due++;
        if (
          row.status === 'pending' &&
          (!counts.oldestPendingAt || row.createdAt < counts.oldestPendingAt)
        )
          counts.oldestPendingAt = new Date(row.createdAt);
      }
      return counts;
    },
    async get(id) {
      const row = rows.get(id);
      return row && copy(row);
    },
    async removeSent(before) {
      let removed = 0;
      for (const row of rows.values()) {
        if (row.status !== 'sent' || !row.sentAt || row.sentAt >= before) continue;
        rows.delete(row.id);
        if (row.dedupeKey !== undefined) byDedupeKey.delete(dedupeId(row.kind, row.dedupeKey));
        removed++;
      }
      return removed;
    },
  };
}
