#!/usr/bin/env node
/**
 * The browser tests' time by spec file and the slowest tests, from a Playwright JSON report
 * (`npm test` writes one per browser project in CI): where the suite's minutes go, printed at the
 * end of a run (docs/decisions/0070-ci-in-twenty-minutes.md).
 * Usage: node scripts/slowest-tests.mjs test-results/server.json [how many, default 15]
 */
import { readFileSync } from 'node:fs';

const [file, howMany = '15'] = process.argv.slice(2);
const report = JSON.parse(readFileSync(file, 'utf8'));
const tests = [];
const walk = (suite) => {
  for (const spec of suite.specs ?? [])
    for (const test of spec.tests)
      for (const result of test.results)
        tests.push({
          file: spec.file,
          title: spec.title,
          ms: result.duration,
          status: result.status,
        });
  for (const child of suite.suites ?? []) walk(child);
};
for (const suite of report.suites) walk(suite);

const byFile = new Map();
for (const t of tests) {
  const entry = byFile.get(t.file) ?? { ms: 0, count: 0 };
  entry.ms += t.ms;
  entry.count += 1;
  byFile.set(t.file, entry);
}
const seconds = (ms) => (ms / 1000).toFixed(1).padStart(7);
const total = tests.reduce((sum, t) => sum + t.ms, 0);
console.log(`\n${file}: ${tests.length} tests, ${seconds(total)} s summed over the workers`);
console.log('by spec file:');
for (const [name, { ms, count }] of [...byFile]
  .sort((a, b) => b[1].ms - a[1].ms)
  .slice(0, +howMany))
  console.log(`  ${seconds(ms)} s  ${String(count).padStart(3)} tests  ${name}`);
console.log('slowest tests:');
for (const t of tests.sort((a, b) => b.ms - a.ms).slice(0, +howMany))
  console.log(`  ${seconds(t.ms)} s  ${t.file}: ${t.title}`);
