#!/usr/bin/env node
/**
 * `npm test`: every test, in stages, each timed (docs/decisions/0070-ci-in-twenty-minutes.md).
 * The type check and the lint run side by side (each holds one core), and so do the two builds;
 * the rest one after the other, each using both cores. The first stage that fails ends the run. At the end a table gives
 * each stage's time; with STAGE_TIMES set (a file, as `.ci/run` does) the times are also added to
 * that file, one `name<TAB>seconds<TAB>result` line each, for `.ci/run`'s table.
 */
import { spawn } from 'node:child_process';
import { appendFileSync, existsSync, rmSync } from 'node:fs';
import { projectTimes, readReport } from './slowest-tests.mjs';

const browserReport = 'test-results/browser.json';

/** Each stage: one command, or several run at once. */
const stages = [
  {
    parallel: [
      { name: 'typecheck', command: 'npm run typecheck' },
      { name: 'lint', command: 'npm run lint' },
    ],
  },
  { name: 'unit and integration (Vitest, UTC)', command: 'npm run test:unit' },
  { name: 'clock and zone runs (Vitest)', command: 'npm run test:clocks' },
  // side by side: each build waits on one thread for part of its time (measured on a loaded
  // 2-core machine: 132 s side by side against 213 s one after the other)
  {
    parallel: [
      { name: 'build (server mode)', command: 'npm run build' },
      { name: 'build (browser mode)', command: 'npm run build:demo' },
    ],
  },
  // both projects in one run: their web servers start once, and a worker that finishes the
  // server project's tests goes on to browser mode's instead of waiting for the other
  {
    name: 'browser tests (server and browser-mode projects)',
    command:
      `PLAYWRIGHT_JSON_OUTPUT_NAME=${browserReport} npx playwright test --reporter=line,json; ` +
      `status=$?; node scripts/slowest-tests.mjs ${browserReport}; exit $status`,
    projectRows: true,
  },
];

const results = [];

/** A row of the table: to the console's table and, with STAGE_TIMES, to that file. */
function record(result) {
  results.push(result);
  if (process.env.STAGE_TIMES) {
    appendFileSync(
      process.env.STAGE_TIMES,
      `${result.name}\t${result.seconds}\t${result.ok ? 'passed' : 'FAILED'}\n`,
    );
  }
}

/** Each browser project's span within the browser stage, from its JSON report. */
function recordProjects() {
  if (!existsSync(browserReport)) return;
  for (const p of projectTimes(readReport(browserReport)))
    record({
      name: `  of which the ${p.name} project (${p.count} tests, first start to last end)`,
      seconds: Math.round(p.spanMs / 1000),
      ok: p.ok,
    });
}

function run({ name, command, projectRows }) {
  // an earlier run's report must not stand in for this one's when Playwright cannot start
  if (projectRows) rmSync(browserReport, { force: true });
  const started = performance.now();
  console.log(`\n== ${name}: ${command}`);
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: 'inherit' });
    child.on('exit', (code) => {
      const ok = code === 0;
      record({ name, seconds: Math.round((performance.now() - started) / 1000), ok });
      if (projectRows) recordProjects();
      resolve(ok);
    });
  });
}

const started = performance.now();
let ok = true;
for (const stage of stages) {
  const passed = stage.parallel
    ? (await Promise.all(stage.parallel.map(run))).every(Boolean)
    : await run(stage);
  if (!passed) {
    ok = false;
    break;
  }
}

console.log('\nnpm test, stage by stage:');
for (const r of results)
  console.log(`  ${r.ok ? 'passed' : 'FAILED'}  ${String(r.seconds).padStart(5)} s  ${r.name}`);
console.log(
  `  ${ok ? 'passed' : 'FAILED'}  ${String(Math.round((performance.now() - started) / 1000)).padStart(5)} s  in all`,
);
process.exit(ok ? 0 : 1);
