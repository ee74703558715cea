import type { RateLimitStore } from '../rate-limit';
import type { SqlConnection } from './connection.server';

/** how often this process deletes the rows whose window has passed */
const SWEEP_EVERY_MS = 60_000;

/**
 * The tries of every server process on one PostgreSQL, in one table (migration
 * 0003-shared-rate-limits.sql, docs/decisions/0055): each try is one call of the database
 * function `rate_limit_take`, which counts it for every key, or refuses it for all, atomically
 * (the keys' rows are locked, in key order, until it commits). Rows whose window has passed are
 * deleted now and then, by whichever process takes a try.
 */
export function sqlRateLimits(conn: SqlConnection): RateLimitStore {
  let sweptAt = -Infinity;
  return {
    async take(keys, limit, windowMs, at) {
      if (at.getTime() - sweptAt >= SWEEP_EVERY_MS) {
        sweptAt = at.getTime();
        await conn.query('DELETE FROM rate_limit_tries WHERE expires_at < $1', [at]);
      }
      const [row] = await conn.query<{ wait: number }>(
        'SELECT rate_limit_take($1::text[], $2, $3, $4) AS wait',
        [keys, limit, windowMs, at],
      );
      return row.wait;
    },
  };
}
