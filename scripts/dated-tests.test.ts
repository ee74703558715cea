import { describe, expect, it } from 'vitest';
import { testClock } from '../api/test/clock';
import { datedTestFiles, readsDatesAndTimes, testFiles } from './dated-tests';

describe('the tests that read dates and times (the clock and zone runs)', () => {
  it('picks a test by what its text does with time', () => {
    for (const source of [
      'const at = new Date(Date.UTC(2026, 0, 1));',
      "expect(event.start).toBe('2026-12-31T10:00:00.000Z');",
      'const sent = api.deps.now();',
      'import { testClock } from "../test/clock";',
      "formatDate(value, { timeZone: 'Asia/Bangkok' })",
      "it('lists the tasks due today', () => {});",
      "expect(label).toBe('3 hours ago');",
      'dayjs(start).add(1, "month")',
    ]) {
      expect(readsDatesAndTimes(source), source).toBe(true);
    }
    for (const source of [
      "it('answers 404 for an unknown id', async () => {});",
      "expect(reply.body).toEqual({ error: 'Name is required' });",
      'const update = { validated: true, mandatory: false };',
    ]) {
      expect(readsDatesAndTimes(source), source).toBe(false);
    }
  });

  it('finds the dated suites among every test file, this one included', () => {
    const all = testFiles();
    const dated = datedTestFiles();
    expect(all).toContain('scripts/dated-tests.test.ts');
    expect(dated).toContain('scripts/dated-tests.test.ts');
    for (const suite of [
      'api/modules/calendar/calendar.test.ts',
      'api/modules/todo/todo.test.ts',
      'app/lib/format/format.test.ts',
    ]) {
      expect(dated).toContain(suite);
    }
    expect(dated).not.toContain('api/modules/data-list/data-list.test.ts');
    expect(dated.length).toBeLessThan(all.length);
  });

  it('runs in the zone and on the clock its run names (both reach the workers)', () => {
    if (process.env.TZ) {
      expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(process.env.TZ);
    }
    if (process.env.TEST_CLOCK) {
      // the clock started at TEST_CLOCK, a local time in the zone, when the test file loaded
      const startedAt = new Date(process.env.TEST_CLOCK).getTime();
      const elapsed = testClock().getTime() - startedAt;
      expect(elapsed).toBeGreaterThanOrEqual(0);
      expect(elapsed).toBeLessThan(10 * 60_000);
    }
  });
});
