import { authMessages } from '../contract/auth';
import { ApiError } from './errors';

/**
 * A sliding-window limiter kept in the process (one server process, or one page in browser mode):
 * at most `limit` tries per `windowMs` for each key. A refused try is not counted.
 */
export function createRateLimiter({
  limit,
  windowMs,
  now,
  maxKeys = 50_000,
}: {
  /** read on every try, so that it can be changed at run time */
  limit: number | (() => number);
  windowMs: number;
  now: () => Date;
  maxKeys?: number;
}) {
  const hits = new Map<string, number[]>();

  function recent(key: string, at: number) {
    const list = (hits.get(key) ?? []).filter((t) => t > at - windowMs);
    if (list.length) hits.set(key, list);
    else hits.delete(key);
    return list;
  }

  function sweep(at: number) {
    for (const key of [...hits.keys()]) recent(key, at);
    // Still too many keys (a flood of distinct addresses): forget the oldest ones.
    const excess = hits.size - maxKeys;
    if (excess > 0) [...hits.keys()].slice(0, excess).forEach((key) => hits.delete(key));
  }

  /** Counts one try for every key and answers 0, or answers the seconds to wait and counts nothing. */
  function check(keys: string[]): number {
    const at = now().getTime();
    if (hits.size > maxKeys) sweep(at);
    const max = typeof limit === 'function' ? limit() : limit;
    let retryAfterMs = 0;
    for (const key of keys) {
      const list = recent(key, at);
      if (list.length >= max) retryAfterMs = Math.max(retryAfterMs, list[0] + windowMs - at);
    }
    if (retryAfterMs > 0) return Math.max(1, Math.ceil(retryAfterMs / 1000));
    for (const key of keys) hits.set(key, [...(hits.get(key) ?? []), at]);
    return 0;
  }

  return {
    /**
     * Counts one try for every key and answers 0; or, when any key is at its limit, counts
     * nothing and answers the seconds to wait.
     */
    take: check,
    /**
     * Like take, but throws 429 "Too many attempts. Please wait a minute and try again." with
     * Retry-After instead of answering the wait.
     */
    enforce(keys: string[]): void {
      const wait = check(keys);
      if (wait > 0) {
        throw new ApiError(429, 'tooManyAttempts', authMessages.tooManyAttempts, {}, { 'Retry-After': String(wait) });
      }
    },
    /** how many keys are tracked (tests) */
    size: () => hits.size,
  };
}
export type RateLimiter = ReturnType<typeof createRateLimiter>;
