/**
 * Which unit and integration tests read dates and times: the ones the clock and zone runs repeat
 * (docs/decisions/0070-ci-in-twenty-minutes.md). A rule over each test file's own text, not a
 * list kept by hand: a new test that writes a date, reads a clock or names a zone is in the runs
 * from its first commit. A test that does none of these cannot see a zone or a clock in its
 * assertions, so repeating it under another one proves nothing more.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The folders whose tests Vitest runs (vitest.config.ts). */
export const TEST_ROOTS = ['api', 'app', 'browser-api', 'server', 'scripts'];

/**
 * What marks a test as reading dates and times: a Date, dayjs, a date formatter, the tests' clock
 * or the API's `now()`, a zone, an ISO date written out, or a calendar word (today, ago, month).
 */
export const READS_DATES_AND_TIMES =
  /\b(?:Date|dayjs|DateTimeFormat|toLocale(?:Date|Time)?String|TEST_CLOCK|testClock|timeZone|TZ)\b|\bnow\(\)|\b\d{4}-\d{2}-\d{2}|\b(?:today|tomorrow|yesterday|ago|midnight|weekday|week|month)s?\b/i;

export function readsDatesAndTimes(source: string): boolean {
  return READS_DATES_AND_TIMES.test(source);
}

/** Every test file under the roots, as a path relative to `root`, in a stable order. */
export function testFiles(root = '.'): string[] {
  return TEST_ROOTS.flatMap((dir) =>
    readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.test\.tsx?$/.test(file) && !file.includes('node_modules'))
      .map((file) => join(dir, file)),
  ).sort();
}

/** The test files the rule picks, relative to `root`. */
export function datedTestFiles(root = '.'): string[] {
  return testFiles(root).filter((file) =>
    readsDatesAndTimes(readFileSync(join(root, file), 'utf8')),
  );
}
