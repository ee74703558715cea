import { TOO_MANY_ATTEMPTS_MESSAGE } from '../contract/errors';
import { ApiError } from './errors';

/**
 * Where tries are counted (docs/decisions/0014, 0055): `ApiDeps.rateLimits`. In this process
 * (memoryRateLimits below: browser mode, PGlite, the tests) or, with `DATABASE_URL`, in
 * PostgreSQL, which every server process shares (api/platform/sql/rate-limit.server.ts): N processes must
 * not give a client N times the tries.
 */
export interface RateLimitStore {
  /**
   * A sliding window per key, atomically: when any key already holds `limit` tries newer than
   * `at - windowMs`, counts nothing and answers the milliseconds until enough of them leave the
   * window; otherwise counts a try at `at` for every key and answers 0.
   */
  take(keys: string[], limit: number, windowMs: number, at: Date): Promise<number>;
}

/** The tries in this process's memory, bounded: old windows are swept, at most `maxKeys` keys. */
export function memoryRateLimits({ maxKeys = 50_000 }: { maxKeys?: number } = {}) {
  const hits = new Map<string, { windowMs: number; times: number[] }>();

  function recent(key: string, at: number) {
    const entry = hits.get(key);
    if (!entry) return [];
    entry.times = entry.times.filter((t) => t > at - entry.windowMs);
    if (!entry.times.length) hits.delete(key);
    return entry.times;
  }

  function sweep(at: number) {
    for (const key of [...hits.keys()]) recent(key, at);
    // Still too many keys (a flood of distinct addresses): forget the oldest ones.
    const excess = hits.size - maxKeys;
    if (excess > 0) [...hits.keys()].slice(0, excess).forEach((key) => hits.delete(key));
  }

  const store: RateLimitStore & { size(): number } = {
    async take(keys, limit, windowMs, when) {
      const at = when.getTime();
      if (hits.size > maxKeys) sweep(at);
      let waitMs = 0;
      for (const key of keys) {
        const times = recent(key, at);
        // enough of the tries must leave the window for one more to fit
        if (times.length >= limit)
          waitMs = Math.max(waitMs, times[times.length - limit] + windowMs - at);
      }
      if (waitMs > 0) return waitMs;
      for (const key of keys) {
        const entry = hits.get(key) ?? { windowMs, times: [] };
        entry.times.push(at);
        hits.set(key, entry);
      }
      return 0;
    },
    /** how many keys are tracked (tests) */
    size: () => hits.size,
  };
  return store;
}

/**
 * A sliding-window limiter for a route: at most `limit` tries per `windowMs` for each key,
 * counted in `store` (the API's `deps.rateLimits`). A refused try is not counted.
 */
export function createRateLimiter({
  limit,
  windowMs,
  now,
  store,
}: {
  /** read on every try, so that it can be changed at run time */
  limit: number | (() => number);
  windowMs: number;
  now: () => Date;
  store: RateLimitStore;
}) {
  /** Counts one try for every key and answers 0, or answers the seconds to wait and counts nothing. */
  async function take(keys: string[]): Promise<number> {
    const max = typeof limit === 'function' ? limit() : limit;
    const waitMs = await store.take(keys, max, windowMs, now());
    return waitMs > 0 ? Math.max(1, Math.ceil(waitMs / 1000)) : 0;
  }

  return {
    /**
     * Counts one try for every key and answers 0; or, when any key is at its limit, counts
     * nothing and answers the seconds to wait.
     */
    take,
    /**
     * Like take, but refuses instead of answering the wait: 429 tooManyAttempts with the wait in
     * `Retry-After`, and "Too many attempts. Please wait a minute and try again." A route whose
     * page counts the wait down (the contact form, tracking) names its own `message(seconds)`,
     * and its reply carries the wait in `retryAfterSeconds` too.
     */
    async enforce(keys: string[], message?: (seconds: number) => string): Promise<void> {
      const wait = await take(keys);
      if (wait > 0) {
        throw new ApiError(
          429,
          'tooManyAttempts',
          message ? message(wait) : TOO_MANY_ATTEMPTS_MESSAGE,
          message ? { retryAfterSeconds: wait } : {},
          { 'Retry-After': String(wait) },
        );
      }
    },
  };
}
export type RateLimiter = ReturnType<typeof createRateLimiter>;
