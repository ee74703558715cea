import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLimiterRules } from '../../test/rate-limit-rules';
import { openPglite, openPostgres, type SqlConnection } from './connection.server';
import { migrate } from './migrate.server';
import { sqlRateLimits } from './rate-limit.server';

const url = process.env.DATABASE_URL;
if (!url && process.env.CI) {
  throw new Error('DATABASE_URL must be set in CI: the shared rate limits must be tested.');
}
const kinds = url ? (['pglite', 'postgres'] as const) : (['pglite'] as const);

describe.each(kinds)('rate limits in SQL (%s)', (kind) => {
  const schema = `test_${randomUUID().replaceAll('-', '')}`;
  let conn: SqlConnection;
  /** a second pool on the same database: another server process */
  let other: SqlConnection | undefined;

  beforeAll(async () => {
    conn = kind === 'pglite' ? await openPglite() : await openPostgres(url!, schema);
    await migrate(conn);
    if (kind === 'postgres') other = await openPostgres(url!, schema);
  });
  afterAll(async () => {
    await other?.close();
    if (kind === 'postgres') await conn.exec(`DROP SCHEMA "${schema}" CASCADE`);
    await conn.close();
  });

  it('keeps the limiter rules', () => checkLimiterRules(sqlRateLimits(conn), 'rules:'));

  it('counts concurrent tries from two processes exactly: the limit, not one more', async () => {
    const at = new Date(Date.UTC(2026, 0, 1));
    const stores = [sqlRateLimits(conn), sqlRateLimits(other ?? conn)];
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        stores[i % 2].take(['race:addr:1', `race:account:${i % 3}`], 10, 60_000, at),
      ),
    );
    expect(answers.filter((wait) => wait === 0)).toHaveLength(10);
    expect(answers.filter((wait) => wait === 60_000)).toHaveLength(50);
    const [row] = await conn.query<{ n: number }>(
      "SELECT cardinality(tries) AS n FROM rate_limit_tries WHERE key = 'race:addr:1'",
    );
    expect(row.n).toBe(10);
  });

  it('deletes the rows whose window has passed', async () => {
    const at = Date.UTC(2026, 1, 1);
    const store = sqlRateLimits(conn);
    await store.take(['old:1', 'old:2'], 5, 60_000, new Date(at));
    const count = async () =>
      (
        await conn.query<{ n: string }>(
          "SELECT count(*) AS n FROM rate_limit_tries WHERE key LIKE 'old:%'",
        )
      )[0].n;
    expect(Number(await count())).toBe(2);
    // a new store sweeps at its first try: an hour later the window has long passed
    await sqlRateLimits(conn).take(['new:1'], 5, 60_000, new Date(at + 3_600_000));
    expect(Number(await count())).toBe(0);
  });
});
