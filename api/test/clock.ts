/**
 * The clock of the tests (docs/decisions/0044-injected-clock.md).
 *
 * Without TEST_CLOCK: the wall clock. With TEST_CLOCK set to a local date and time
 * (`2026-12-31T23:59:30`, read in the zone of TZ), a clock that starts there when the test file
 * loads and runs on at real speed, so a suite started just before midnight crosses it. CI runs
 * the suite both ways, in several zones (scripts/test-clocks.sh).
 */
import { systemClock, type Clock } from '../platform/clock';

export function clockFromEnvironment(start = process.env.TEST_CLOCK): Clock {
  if (!start) return systemClock;
  const startsAt = new Date(start).getTime();
  if (Number.isNaN(startsAt)) throw new Error(`TEST_CLOCK is not a date and time: ${start}`);
  const startedAt = performance.now();
  return () => new Date(startsAt + (performance.now() - startedAt));
}

/** The clock every test API gets unless a test gives its own. */
export const testClock: Clock = clockFromEnvironment();
