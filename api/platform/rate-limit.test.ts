import { describe, expect, it } from 'vitest';
import { checkLimiterRules } from '../test/rate-limit-rules';
import { createRateLimiter, memoryRateLimits } from './rate-limit';

describe('rate limiter', () => {
  it('counts per key in a sliding window, refuses with 429 and Retry-After, counts no refused try', () =>
    checkLimiterRules(memoryRateLimits(), ''));

  it('take answers the seconds to wait instead of throwing', async () => {
    const store = memoryRateLimits();
    const limiter = createRateLimiter({
      limit: 1,
      windowMs: 60_000,
      now: () => new Date(0),
      store,
    });
    expect(await limiter.take(['x'])).toBe(0);
    expect(await limiter.take(['x'])).toBe(60);
  });

  it('keeps a bounded number of keys', async () => {
    const store = memoryRateLimits({ maxKeys: 100 });
    const limiter = createRateLimiter({
      limit: 5,
      windowMs: 60_000,
      now: () => new Date(0),
      store,
    });
    for (let i = 0; i < 1000; i++) await limiter.enforce([`addr-${i}`]);
    expect(store.size()).toBeLessThanOrEqual(101);
  });
});
