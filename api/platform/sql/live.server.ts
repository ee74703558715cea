import { randomUUID } from 'node:crypto';
import type { Client } from 'pg';
import { listenerRegistry, type LiveAudience, type LiveBus, type LiveEvent } from '../live';
import type { SqlConnection } from './connection.server';

/** the one channel of every server process on the database (docs/decisions/0052) */
export const LIVE_CHANNEL = 'freight_live';
/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more */
export const LIVE_PAYLOAD_MAX = 7999;

/** What goes through NOTIFY: the publishing bus, the audience, the event. */
interface Notice {
  from: string;
  to: LiveAudience;
  event: LiveEvent;
}

export interface PostgresLiveBusOptions {
  /** the database (DATABASE_URL); the bus opens its own connection to LISTEN on */
  url: string;
  /** the pool to publish through */
  conn: SqlConnection;
  /** one channel per database by default; tests give their own (a channel is database-wide) */
  channel?: string;
  log?: (line: string) => void;
  /** the first wait before reconnecting a dropped LISTEN connection; doubled up to 10 s */
  reconnectMs?: number;
}

/**
 * The live bus of several server processes on one PostgreSQL (docs/architecture.md decisions 11
 * and 12, docs/decisions/0052): a publish is a NOTIFY on one channel, with the audience and the
 * event as JSON; every process LISTENs on a connection of its own (LISTEN belongs to a session, so
 * not one of the pool's) and hands what arrives to its listeners. This process's own events are
 * delivered at once, not after the round trip (each notice names the bus that sent it).
 *
 * A NOTIFY sent while the LISTEN connection is down is lost to this process. So the bus
 * reconnects by itself (1 s, then doubling, up to 10 s) and then tells every reader here
 * `{type: 'live.missed'}`: the client treats it like a reconnect of its own and fetches again.
 */
export async function postgresLiveBus({
  url,
  conn,
  channel = LIVE_CHANNEL,
  log = () => {},
  reconnectMs = 1_000,
}: PostgresLiveBusOptions): Promise<LiveBus & { listening(): number }> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`not a channel name: ${channel}`);
  const { default: pg } = await import('pg');
  const registry = listenerRegistry();
  const self = randomUUID();
  let client: Client | undefined;
  let closing = false;
  let failures = 0;
  let retry: ReturnType<typeof setTimeout> | undefined;

  const receive = (payload: string | undefined) => {
    let notice: Notice;
    try {
      notice = JSON.parse(payload ?? '') as Notice;
    } catch {
      return;
    }
    if (notice.from === self || !notice.event || typeof notice.event.type !== 'string') return;
    if (notice.to !== 'everyone' && !Array.isArray(notice.to)) return;
    registry.deliver(notice.to, notice.event);
  };

  async function listen() {
    const next = new pg.Client({
      connectionString: url,
      application_name: `freight-live ${channel}`,
      keepAlive: true,
    });
    // the handlers first: an error before connect() resolves must not go unhandled
    next.on('notification', (message) => {
      if (message.channel === channel) receive(message.payload);
    });
    next.on('error', (error) => dropped(next, error));
    next.on('end', () => dropped(next));
    await next.connect();
    await next.query(`LISTEN ${channel}`);
    client = next;
  }

  function dropped(which: Client, error?: Error) {
    if (which !== client || closing) return;
    client = undefined;
    which.removeAllListeners('notification');
    which.end().catch(() => {});
    log(`live: the LISTEN connection dropped${error ? ` (${error.message})` : ''}; reconnecting`);
    reconnect();
  }

  function reconnect() {
    clearTimeout(retry);
    const wait = Math.min(10_000, reconnectMs * 2 ** failures);
    retry = setTimeout(async () => {
      if (closing) return;
      try {
        await listen();
        failures = 0;
        log('live: listening again');
        // what was published meanwhile did not reach this process's readers
        registry.deliver('everyone', { type: 'live.missed' });
      } catch (error) {
        failures++;
        log(`live: reconnecting failed (${(error as Error).message})`);
        reconnect();
      }
    }, wait);
  }

  await listen();

  return {
    async publish(audience, event) {
      const payload = JSON.stringify({ from: self, to: audience, event } satisfies Notice);
      if (new TextEncoder().encode(payload).length > LIVE_PAYLOAD_MAX) {
        throw new Error(`live: an event of ${payload.length} characters is too large for NOTIFY`);
      }
      registry.deliver(audience, event);
      await conn.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    subscribe: registry.subscribe,
    listening: registry.count,
    async close() {
      closing = true;
      clearTimeout(retry);
      registry.endAll();
      await client?.end().catch(() => {});
      client = undefined;
    },
  };
}
