/** A whole number from min to max, both included. */
export type RandomInt = (min: number, max: number) => number;

/**
 * From Web Crypto (crypto.getRandomValues, in Node and the page alike, as api/platform/crypto.ts
 * takes its randomness), without modulo bias: a draw beyond the last whole span is drawn again.
 */
export const cryptoRandomInt: RandomInt = (min, max) => {
  const span = max - min + 1;
  const limit = Math.floor(0x1_0000_0000 / span) * span;
  const draw = new Uint32Array(1);
  do crypto.getRandomValues(draw);
  while (draw[0] >= limit);
  return min + (draw[0] % span);
};
