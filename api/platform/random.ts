/**
 * A small deterministic random source for the sample data (a fixed seed, no dependency):
 * the same data on every start, in the server and in the browser, and nothing heavy in the bundle.
 */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    // mulberry32
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int(min: number, max: number) {
      return min + Math.floor(next() * (max - min + 1));
    },
    pick<T>(items: readonly T[]): T {
      return items[Math.floor(next() * items.length)];
    },
    bool(probability = 0.5) {
      return next() < probability;
    },
  };
}

/** A fixed reference date for seeds that need calendar dates relative to "now" at seeding time. */
export const SEED = 20261122;
