import { expect } from 'vitest';
import { ApiError } from '../platform/errors';
import { createRateLimiter, type RateLimitStore } from '../platform/rate-limit';

/**
 * The rules every store of rate-limited tries keeps (docs/decisions/0014, 0055): memory in
 * api/platform/rate-limit.test.ts, PostgreSQL in api/platform/sql/rate-limit.server.test.ts. `prefix` keeps
 * the keys of one run apart from another's in a shared table.
 */
export async function checkLimiterRules(store: RateLimitStore, prefix: string) {
  let t = Date.UTC(2026, 0, 1);
  const start = t;
  const limiter = createRateLimiter({ limit: 2, windowMs: 60_000, now: () => new Date(t), store });
  const a = `${prefix}a`;
  const b = `${prefix}b`;
  await limiter.enforce([a]);
  t = start + 20_000;
  await limiter.enforce([a, b]);
  t = start + 30_000;
  const error = await limiter.enforce([a]).catch((e: unknown) => e as ApiError);
  expect(error).toBeInstanceOf(ApiError);
  expect(error!.status).toBe(429);
  expect(error!.message).toBe('Too many attempts. Please wait a minute and try again.');
  expect(error!.headers['Retry-After']).toBe('30'); // the first try leaves the window at 60 s
  // a refused try is not counted, in any of its keys; another key is not affected
  expect(await limiter.take([b, a])).toBe(30);
  expect(await limiter.take([b])).toBe(0);
  t = start + 60_001;
  await expect(limiter.enforce([a])).resolves.toBeUndefined();
  // the second try (at 20 s) is still in the window: one more fits, then the wait is until 80 s
  expect(await limiter.take([a])).toBe(20);
}
