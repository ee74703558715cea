#!/usr/bin/env node
/**
 * The unit and integration suite under other clocks and zones (docs/decisions/0044-injected-clock.md):
 * the whole suite with the real clock in the zones furthest ahead of and behind UTC, then the API's
 * tests (api/, browser-api/) under a test clock started just before midnight, at a month's and a
 * year's end, in the zone under test. `npm run test:unit` is the run in UTC with the real clock.
 *
 * Usage: node scripts/test-clocks.mjs [--only <name>]
 */
import { spawnSync } from 'node:child_process';

// Under a test clock: the API's tests (api/, browser-api/). Every run other than test:unit's uses
// the memory store and one SQL store (PGlite and PostgreSQL share the SQL adapter, and a zone or a
// clock does not tell them apart): PostgreSQL when DATABASE_URL is set.
const clockArgs = ['api/'];
const clockStores = process.env.DATABASE_URL ? 'memory,postgres' : 'memory,pglite';

const runs = [
  { name: 'UTC+14, real clock', tz: 'Pacific/Kiritimati', args: [] },
  { name: 'UTC-8, real clock', tz: 'America/Los_Angeles', args: [] },
  {
    name: 'UTC+14, year end',
    tz: 'Pacific/Kiritimati',
    clock: '2026-12-31T23:59:30',
    args: clockArgs,
  },
  {
    name: 'UTC-8, month end',
    tz: 'America/Los_Angeles',
    clock: '2026-11-30T23:59:30',
    args: clockArgs,
  },
  { name: 'UTC, year end', tz: 'UTC', clock: '2026-12-31T23:59:30', args: clockArgs },
];

const only = process.argv.includes('--only')
  ? process.argv[process.argv.indexOf('--only') + 1]
  : undefined;
const results = [];
for (const run of runs.filter((r) => !only || r.name.includes(only))) {
  const env = { ...process.env, TZ: run.tz };
  delete env.TEST_CLOCK;
  env.TEST_STORES = clockStores;
  if (run.clock) env.TEST_CLOCK = run.clock;
  console.log(
    `\n== ${run.name}: TZ=${run.tz}${run.clock ? ` TEST_CLOCK=${run.clock}` : ''} vitest run ${run.args.join(' ')}`,
  );
  const started = performance.now();
  const { status } = spawnSync('npx', ['vitest', 'run', ...run.args], { env, stdio: 'inherit' });
  results.push({
    ...run,
    ok: status === 0,
    seconds: Math.round((performance.now() - started) / 1000),
  });
}

console.log('\nThe suite under other clocks and zones:');
for (const r of results) {
  console.log(
    `  ${r.ok ? 'passed' : 'FAILED'}  ${r.name.padEnd(20)} TZ=${r.tz.padEnd(20)} ${(r.clock ?? 'real clock').padEnd(20)} ${r.seconds} s`,
  );
}
process.exit(results.every((r) => r.ok) ? 0 : 1);
