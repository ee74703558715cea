/**
 * Time for the back end comes from one place: a clock injected into the API (`ApiDeps.now`) and
 * handed to every store and seed, so sample data ("3 hours ago") and the API agree on what "now"
 * is. A test fixes the clock, and everything moves with it (docs/decisions/0044-injected-clock.md).
 */
export type Clock = () => Date;

/**
 * The wall clock. Only the places that start the API read it: the Node server, the in-browser back
 * end and the test harness. The lint rule that forbids `new Date()` and `Date.now()` in api/,
 * browser-api/ and server/ has this one exception.
 */
// eslint-disable-next-line no-restricted-syntax -- the one reading of the wall clock
export const systemClock: Clock = () => new Date();
