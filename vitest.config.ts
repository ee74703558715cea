import { defineConfig } from 'vitest/config';
import type { TestProjectInlineConfiguration } from 'vitest/config';
import { datedTestFiles } from './scripts/dated-tests.ts';

/**
 * Two projects, by where the code runs: `api` (the API, the server, the scripts: Node) and `app`
 * (the browser app and the in-page back end). `app` runs in Node too; a test that needs a DOM says
 * so in its first lines (`@vitest-environment jsdom`), since starting jsdom for every file cost a
 * fifth of the run (docs/decisions/0070-ci-in-twenty-minutes.md).
 *
 * `npm run test:clocks` (TEST_CLOCK_RUNS=1) runs the same projects again under other zones and a
 * test clock started 30 s before midnight, for the tests that read dates and times only
 * (scripts/dated-tests.ts; docs/decisions/0044-injected-clock.md).
 */
type Project = NonNullable<TestProjectInlineConfiguration['test']>;

const api: Project = {
  name: 'api',
  environment: 'node',
  include: ['api/**/*.test.ts', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
  // the files of a worker share their modules: the API and its schemas are imported once per
  // worker instead of once per file (what each file needs fresh: api/test/setup.ts)
  isolate: false,
  setupFiles: ['api/test/setup.ts'],
};
const app: Project = {
  name: 'app',
  environment: 'node',
  include: ['app/**/*.test.{ts,tsx}', 'browser-api/**/*.test.ts'],
};

/**
 * The clock and zone runs. UTC+14 and UTC-8 are the zones furthest ahead of and behind UTC; the
 * clock starts there (a local time in that zone) just before a year's and a month's end, so the
 * run crosses the local midnight. The last run crosses midnight in UTC, where the API keeps its
 * dates, at a year's end, for the API's tests. The contract suites run on one store in each zone
 * (the SQL store where PostgreSQL is, else PGlite; the memory store) and on both in UTC: a zone
 * changes what the code computes, not which adapter stores it.
 */
const sqlStore = process.env.DATABASE_URL ? 'postgres' : 'pglite';
export const clockRuns = [
  {
    name: 'UTC+14, year end',
    TZ: 'Pacific/Kiritimati',
    TEST_CLOCK: '2026-12-31T23:59:30',
    TEST_STORES: sqlStore,
  },
  {
    name: 'UTC-8, month end',
    TZ: 'America/Los_Angeles',
    TEST_CLOCK: '2026-11-30T23:59:30',
    TEST_STORES: 'memory',
  },
  {
    name: 'UTC, year end',
    TZ: 'UTC',
    TEST_CLOCK: '2026-12-31T23:59:30',
    TEST_STORES: `memory,${sqlStore}`,
    apiOnly: true,
  },
];

function clockProjects(): TestProjectInlineConfiguration[] {
  const dated = datedTestFiles();
  const under = (roots: string[]) =>
    dated.filter((file) => roots.some((r) => file.startsWith(`${r}/`)));
  return clockRuns.flatMap(({ name, TZ, TEST_CLOCK, TEST_STORES, apiOnly }) => {
    const env = { TZ, TEST_CLOCK, TEST_STORES };
    const projects: TestProjectInlineConfiguration[] = [
      {
        test: { ...api, name: `api (${name})`, include: under(['api', 'server', 'scripts']), env },
      },
    ];
    if (!apiOnly) {
      projects.push({
        test: { ...app, name: `app (${name})`, include: under(['app', 'browser-api']), env },
      });
    }
    return projects;
  });
}

export default defineConfig({
  test: {
    // the API's tests wait on the databases most of the time: more workers than cores pay
    maxWorkers: 4,
    projects: process.env.TEST_CLOCK_RUNS ? clockProjects() : [{ test: api }, { test: app }],
  },
});
