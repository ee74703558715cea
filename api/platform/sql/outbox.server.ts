import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { ClaimedOutboxMessage, NewOutboxMessage, Outbox, OutboxMessage } from '../outbox';
import type { SqlDb } from './connection.server';
import { outboxMessages as t } from './outbox-tables.server';

type Row = typeof t.$inferSelect;

/**
 * What a module's SQL store enqueues with: the transaction of its own `db.transaction`, so the
 * mails commit or roll back with its write; or the database, for mails alone.
 */
export type SqlOutboxTx = SqlDb | Parameters<Parameters<SqlDb['transaction']>[0]>[0];

export type SqlOutbox = Outbox<SqlOutboxTx>;

function toMessage({ claim: _claim, claimedUntil: _until, ...row }: Row): OutboxMessage {
  const { dedupeKey, sentAt, lastError, mail, fanOut, ...message } = row;
  return {
    ...message,
    ...(mail === null ? { fanOut: fanOut! } : { mail }),
    ...(dedupeKey === null ? {} : { dedupeKey }),
    ...(sentAt === null ? {} : { sentAt }),
    ...(lastError === null ? {} : { lastError }),
  };
}

/** rows per INSERT: a fan-out of thousands stays under PostgreSQL's 65,535 parameters */
const INSERT_CHUNK = 1_000;

/** queues the messages in `tx` (a key already queued is left out); answers the new ids */
async function insertMessages(
  tx: SqlOutboxTx,
  messages: readonly NewOutboxMessage[],
  at: Date,
): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < messages.length; start += INSERT_CHUNK) {
    const rows = await tx
      .insert(t)
      .values(
        messages.slice(start, start + INSERT_CHUNK).map(({ kind, dedupeKey, mail, fanOut }) => ({
          kind,
          dedupeKey: dedupeKey ?? null,
          mail: mail ?? null,
          fanOut: fanOut ?? null,
          nextAttemptAt: at,
          createdAt: at,
        })),
      )
      // a key already queued: left out (a concurrent transaction with it is waited for)
      .onConflictDoNothing({ target: [t.kind, t.dedupeKey] })
      .returning({ id: t.id });
    ids.push(...rows.map((row) => row.id));
  }
  return ids.sort((a, b) => a - b);
}

/** written out, not a parameter, so the planner matches the partial indexes of migration 0210 */
const pending = sql`${t.status} = 'pending'`;
const sent = sql`${t.status} = 'sent'`;

/** pending, its attempt due at `at`, and held by no worker (or by one whose lease ran out) */
const due = (at: Date) =>
  and(pending, lte(t.nextAttemptAt, at), or(isNull(t.claimedUntil), lte(t.claimedUntil, at)));

/** still pending, and held by this claim */
const held = (message: ClaimedOutboxMessage) =>
  and(eq(t.id, message.id), eq(t.claim, message.claim), eq(t.status, 'pending'));

/**
 * The outbox in PostgreSQL or PGlite (table outbox_messages, migration 0210-outbox.sql,
 * docs/decisions/0074). A claim locks the due rows it takes with `FOR UPDATE SKIP LOCKED` (a row
 * another process is claiming is passed over, not waited for) and sets their lease in the same
 * transaction, so several server processes on one PostgreSQL never hold one message at once. The
 * time is always the caller's (the API's clock), never the database's.
 */
export function sqlOutbox(db: SqlDb): SqlOutbox {
  return {
    enqueue: insertMessages,
    claim(at, limit, leaseMs) {
      const claimedUntil = new Date(at.getTime() + leaseMs);
      return db.transaction(async (tx) => {
        const taken = await tx
          .select({ id: t.id })
          .from(t)
          .where(due(at))
          .orderBy(asc(t.nextAttemptAt), asc(t.id))
          .limit(limit)
          .for('update', { skipLocked: true });
        if (taken.length === 0) return [];
        const rows = await tx
          .update(t)
          .set({ attempts: sql`${t.attempts} + 1`, claim: sql`${t.claim} + 1`, claimedUntil })
          .where(
            inArray(
              t.id,
              taken.map((row) => row.id),
            ),
          )
          .returning();
        return rows
          .sort((a, b) => a.nextAttemptAt.getTime() - b.nextAttemptAt.getTime() || a.id - b.id)
          .map((row) => ({ ...toMessage(row), claim: row.claim, claimedUntil }));
      });
    },
    async markSent(message, at) {
      const rows = await db
        .update(t)
        .set({ status: 'sent', sentAt: at, claimedUntil: null })
        .where(held(message))
        .returning({ id: t.id });
      return rows.length > 0;
    },
    expand(message, messages, at) {
      return db.transaction(async (tx) => {
        const rows = await tx
          .update(t)
          .set({ status: 'sent', sentAt: at, claimedUntil: null })
          .where(held(message))
          .returning({ id: t.id });
        if (rows.length === 0) return false;
        await insertMessages(tx, messages, at);
        return true;
      });
    },
    async markFailed(message, error, retryAt) {
      const rows = await db
        .update(t)
        .set({
          lastError: error,
          claimedUntil: null,
          ...(retryAt ? { nextAttemptAt: retryAt } : { status: 'dead' as const }),
        })
        .where(held(message))
        .returning({ id: t.id });
      return rows.length > 0;
    },
    async depth() {
      const [row] = await db
        .select({ count: sql<number>`count(*)`.mapWith(Number) })
        .from(t)
        .where(pending);
      return row.count;
    },
    async counts(at) {
      const count = (where: ReturnType<typeof sql>) =>
        sql<number>`count(*) filter (where ${where})`.mapWith(Number);
      const [row] = await db
        .select({
          pending: count(pending),
          due: count(sql`${due(at)}`),
          sent: count(sent),
          dead: count(sql`${t.status} = 'dead'`),
          oldestPendingAt: sql<Date | null>`min(${t.createdAt}) filter (where ${pending})`.mapWith(
            t.createdAt,
          ),
        })
        .from(t);
      const { oldestPendingAt, ...counts } = row;
      return oldestPendingAt ? { ...counts, oldestPendingAt } : counts;
    },
    async get(id) {
      const [row] = await db.select().from(t).where(eq(t.id, id));
      return row && toMessage(row);
    },
    async removeSent(before) {
      const rows = await db
        .delete(t)
        .where(and(sent, lt(t.sentAt, before)))
        .returning({ id: t.id });
      return rows.length;
    },
  };
}
