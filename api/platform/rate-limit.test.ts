import { describe, expect, it } from 'vitest';
import { ApiError } from './errors';
import { createRateLimiter } from './rate-limit';

describe('rate limiter', () => {
  it('enforce throws 429 with the message and Retry-After once a key is at its limit', () => {
    let t = 0;
    const limiter = createRateLimiter({ limit: 2, windowMs: 60_000, now: () => new Date(t) });
    limiter.enforce(['a']);
    t = 20_000;
    limiter.enforce(['a', 'b']);
    t = 30_000;
    const error = (() => {
      try {
        limiter.enforce(['a']);
      } catch (e) {
        return e as ApiError;
      }
    })();
    expect(error).toBeInstanceOf(ApiError);
    expect(error!.status).toBe(429);
    expect(error!.message).toBe('Too many attempts. Please wait a minute and try again.');
    expect(error!.headers['Retry-After']).toBe('30'); // the first try leaves the window at 60 s
    // a refused try is not counted; another key is not affected
    expect(limiter.take(['b'])).toBe(0);
    t = 60_001;
    expect(() => limiter.enforce(['a'])).not.toThrow();
  });

  it('take answers the seconds to wait instead of throwing', () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 60_000, now: () => new Date(0) });
    expect(limiter.take(['x'])).toBe(0);
    expect(limiter.take(['x'])).toBe(60);
  });

  it('keeps a bounded number of keys', () => {
    const limiter = createRateLimiter({
      limit: 5,
      windowMs: 60_000,
      now: () => new Date(0),
      maxKeys: 100,
    });
    for (let i = 0; i < 1000; i++) limiter.enforce([`addr-${i}`]);
    expect(limiter.size()).toBeLessThanOrEqual(101);
  });
});
