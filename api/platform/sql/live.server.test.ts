import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_AUDIENCE, memoryLiveBus, type LiveBus, type LiveEvent } from '../live';
import { openPostgres, type SqlConnection } from './connection.server';
import { postgresLiveBus } from './live.server';

const url = process.env.DATABASE_URL;
if (!url && process.env.CI)
  throw new Error('DATABASE_URL must be set in CI: the NOTIFY bus must be tested.');

function inbox(bus: LiveBus, accountId: number) {
  const events: LiveEvent[] = [];
  const stop = bus.subscribe(accountId, (event) => events.push(event));
  return { events, stop };
}

describe('memory live bus', () => {
  it('delivers to the audience only, to every listener of an account, until it stops', async () => {
    const bus = memoryLiveBus();
    const one = inbox(bus, 1);
    const oneAgain = inbox(bus, 1);
    const two = inbox(bus, 2);
    await bus.publish([1], { type: 'chat.message', from: 2 });
    await bus.publish('everyone', { type: 'email.changed' });
    oneAgain.stop();
    await bus.publish([1, 2], { type: 'chat.seen' });
    expect(one.events.map((e) => e.type)).toEqual(['chat.message', 'email.changed', 'chat.seen']);
    expect(oneAgain.events.map((e) => e.type)).toEqual(['chat.message', 'email.changed']);
    expect(two.events.map((e) => e.type)).toEqual(['email.changed', 'chat.seen']);
    let ended = 0;
    bus.subscribe(
      3,
      () => {},
      () => ended++,
    );
    expect(bus.listening()).toBe(3);
    await bus.close();
    expect(ended).toBe(1);
    expect(bus.listening()).toBe(0);
  });
});

describe.skipIf(!url)('PostgreSQL live bus (NOTIFY between processes)', () => {
  // a channel of this run's own: a channel is database-wide, and other test files run meanwhile
  const channel = `live_test_${randomUUID().replaceAll('-', '')}`;
  let conn: SqlConnection;
  let a: Awaited<ReturnType<typeof postgresLiveBus>>;
  let b: Awaited<ReturnType<typeof postgresLiveBus>>;
  const lines: string[] = [];

  beforeAll(async () => {
    conn = await openPostgres(url!);
    a = await postgresLiveBus({ url: url!, conn, channel });
    b = await postgresLiveBus({
      url: url!,
      conn,
      channel,
      reconnectMs: 50,
      log: (line) => lines.push(line),
    });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await conn?.close();
  });

  it('an event published on one bus reaches the listeners of the other, once', async () => {
    const onA = inbox(a, 7);
    const onB = inbox(b, 7);
    const otherOnB = inbox(b, 8);
    await a.publish([7], { type: 'chat.message', from: 8, text: 'héllo "there"' });
    await a.publish('everyone', { type: 'email.changed' });
    await expect.poll(() => onB.events.length).toBe(2);
    expect(onB.events).toEqual([
      { type: 'chat.message', from: 8, text: 'héllo "there"' },
      { type: 'email.changed' },
    ]);
    // the publisher's own readers get it at once, and not a second time from the database
    expect(onA.events).toHaveLength(2);
    await b.publish([7], { type: 'chat.seen' });
    await expect.poll(() => onA.events.length).toBe(3);
    expect(onA.events).toHaveLength(3);
    expect(otherOnB.events).toEqual([{ type: 'email.changed' }]);
    for (const box of [onA, onB, otherOnB]) box.stop();
  });

  it('delivers to the public audience (account 0) of another process, and everyone leaves it out', async () => {
    const visitor = inbox(b, PUBLIC_AUDIENCE);
    const staff = inbox(b, 7);
    await a.publish('everyone', { type: 'shipment.changed', id: 1, trackingNumber: 'FT1' });
    await a.publish([PUBLIC_AUDIENCE], { type: 'shipment.changed', trackingNumber: 'FT1' });
    await expect.poll(() => visitor.events.length).toBe(1);
    await expect.poll(() => staff.events.length).toBe(1);
    expect(visitor.events).toEqual([{ type: 'shipment.changed', trackingNumber: 'FT1' }]);
    expect(staff.events).toEqual([{ type: 'shipment.changed', id: 1, trackingNumber: 'FT1' }]);
    visitor.stop();
    staff.stop();
  });

  it('refuses an event too large for NOTIFY', async () => {
    await expect(a.publish([1], { type: 'x', text: 'x'.repeat(8000) })).rejects.toThrow(/large/);
  });

  it('reconnects a LISTEN connection that dropped, and tells its readers they missed events', async () => {
    const onB = inbox(b, 9);
    const terminated = await conn.query<{ ok: boolean }>(
      `SELECT pg_terminate_backend(pid) AS ok FROM pg_stat_activity
        WHERE application_name = $1 AND pid <> pg_backend_pid()`,
      [`freight-live ${channel}`],
    );
    expect(terminated).toHaveLength(2);
    await expect
      .poll(() => onB.events.map((e) => e.type), { timeout: 5_000 })
      .toEqual(['live.missed']);
    await a.publish([9], { type: 'chat.message' });
    await expect.poll(() => onB.events.map((e) => e.type)).toEqual(['live.missed', 'chat.message']);
    expect(lines.join('\n')).toMatch(/dropped[\s\S]*listening again/);
    onB.stop();
  });

  it('closing ends the subscriptions (the streams of a server shutting down)', async () => {
    const other = await postgresLiveBus({ url: url!, conn, channel });
    let ended = false;
    other.subscribe(
      1,
      () => {},
      () => (ended = true),
    );
    await other.close();
    expect(ended).toBe(true);
    expect(other.listening()).toBe(0);
  });
});
