#!/usr/bin/env node
/**
 * `npm test`: every test, in stages, each timed (docs/decisions/0070-ci-in-twenty-minutes.md).
 * The type check and the lint run side by side (each holds one core), and so do the two builds;
 * the rest one after the other, each using both cores. The first stage that fails ends the run. At the end a table gives
 * each stage's time; with STAGE_TIMES set (a file, as `.ci/run` does) the times are also added to
 * that file, one `name<TAB>seconds<TAB>result` line each, for `.ci/run`'s table.
 */
import { spawn } from 'node:child_process';
import { appendFileSync } from 'node:fs';

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
  browserProject('server'),
  browserProject('browser-mode'),
];

/** A Playwright project, with a JSON report of its tests' times and a summary of it after. */
function browserProject(project) {
  const report = `test-results/${project}.json`;
  return {
    name: `browser tests: ${project} project`,
    command:
      `PLAYWRIGHT_JSON_OUTPUT_NAME=${report} npx playwright test --project=${project} ` +
      `--reporter=line,json; status=$?; node scripts/slowest-tests.mjs ${report}; exit $status`,
  };
}

const results = [];

function run({ name, command }) {
  const started = performance.now();
  console.log(`\n== ${name}: ${command}`);
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: 'inherit' });
    child.on('exit', (code) => {
      const result = {
        name,
        seconds: Math.round((performance.now() - started) / 1000),
        ok: code === 0,
      };
      results.push(result);
      if (process.env.STAGE_TIMES) {
        appendFileSync(
          process.env.STAGE_TIMES,
          `${name}\t${result.seconds}\t${result.ok ? 'passed' : 'FAILED'}\n`,
        );
      }
      resolve(result.ok);
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
