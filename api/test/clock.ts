/**
 * The clock of the tests (docs/decisions/0044-injected-clock.md).
 *
 * Without TEST_CLOCK: the wall clock. With TEST_CLOCK set to a local date and time
 * (`2026-12-31T23:59:30`, read in the zone of TZ), a clock that starts there when the test file
 * loads and runs on at real speed, so a suite started just before midnight crosses it. CI runs
 * the suite both ways, in several zones (`npm run test:clocks`, vitest.config.ts).
 */
import { systemClock, type Clock } from '../platform/clock';

export function clockFromEnvironment(start = process.env.TEST_CLOCK): Clock {
  if (!start) return systemClock;
  const startsAt = new Date(start).getTime();
  if (Number.isNaN(startsAt)) throw new Error(`TEST_CLOCK is not a date and time: ${start}`);
  const startedAt = performance.now();
  return () => new Date(startsAt + (performance.now() - startedAt));
}

let current: Clock = clockFromEnvironment();

/**
 * The clock every test API gets unless a test gives its own. With TEST_CLOCK it starts again at
 * that time with every test file (api/test/setup.ts): test files share their modules within a
 * worker (vitest.config.ts), and each file must still begin just before midnight and cross it.
 */
export const testClock: Clock = () => current();

/** Starts the test clock again at TEST_CLOCK (the wall clock stays the wall clock). */
export function restartTestClock() {
  current = clockFromEnvironment();
}
