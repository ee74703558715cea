/**
 * A tiny seeded random source (mulberry32) for the sample series: the same charts on every load
 * and in every test, with nothing drawn from Math.random.
 */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A whole number in [min, max] from a seeded source. */
export function between(next: () => number, min: number, max: number): number {
  return min + Math.floor(next() * (max - min + 1));
}
