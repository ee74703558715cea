#!/usr/bin/env node
/**
 * The browser tests' time by project, by spec file and the slowest tests, from a Playwright JSON
 * report (`npm test` writes one for its browser stage): where the suite's minutes go, printed at
 * the end of a run (docs/decisions/0070-ci-in-twenty-minutes.md).
 * Usage: node scripts/slowest-tests.mjs test-results/browser.json [how many, default 15]
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Every test result of a report: its project, spec file, title, start, time and status. */
export function readReport(file) {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const tests = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests)
        for (const result of test.results)
          tests.push({
            project: test.projectName,
            file: spec.file,
            title: spec.title,
            startMs: Date.parse(result.startTime),
            ms: result.duration,
            status: result.status,
            error: result.error?.message ?? result.errors?.[0]?.message,
          });
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites) walk(suite);
  return tests;
}

/**
 * Each project's tests: how many, their time summed over the workers, and the span from the
 * first one's start to the last one's end (projects of one run share its workers, so the spans
 * may overlap).
 */
export function projectTimes(tests) {
  const projects = new Map();
  for (const t of tests) {
    const p = projects.get(t.project) ?? { count: 0, ms: 0, first: Infinity, last: 0, ok: true };
    p.count += 1;
    p.ms += t.ms;
    p.first = Math.min(p.first, t.startMs);
    p.last = Math.max(p.last, t.startMs + t.ms);
    p.ok &&= t.status === 'passed' || t.status === 'skipped';
    projects.set(t.project, p);
  }
  return [...projects].map(([name, p]) => ({
    name,
    count: p.count,
    summedMs: p.ms,
    spanMs: p.last - p.first,
    ok: p.ok,
  }));
}

// eslint-disable-next-line no-control-regex -- the escape that starts a colour code
const colourCodes = /\u001b\[[0-9;]*m/g;

function print(file, howMany) {
  const tests = readReport(file);
  const seconds = (ms) => (ms / 1000).toFixed(1).padStart(7);
  console.log(`\n${file}:`);
  for (const p of projectTimes(tests))
    console.log(
      `  ${p.name} project: ${p.count} tests, ${seconds(p.summedMs).trim()} s summed over the workers, ${seconds(p.spanMs).trim()} s from its first start to its last end`,
    );
  const byFile = new Map();
  for (const t of tests) {
    const key = `${t.file} (${t.project})`;
    const entry = byFile.get(key) ?? { ms: 0, count: 0 };
    entry.ms += t.ms;
    entry.count += 1;
    byFile.set(key, entry);
  }
  console.log('by spec file:');
  for (const [name, { ms, count }] of [...byFile]
    .sort((a, b) => b[1].ms - a[1].ms)
    .slice(0, howMany))
    console.log(`  ${seconds(ms)} s  ${String(count).padStart(3)} tests  ${name}`);
  console.log('slowest tests:');
  for (const t of [...tests].sort((a, b) => b.ms - a.ms).slice(0, howMany))
    console.log(`  ${seconds(t.ms)} s  ${t.file} (${t.project}): ${t.title}`);
  // last, so that a log's tail (all a CI summary may keep) names what failed and why
  const failed = tests.filter((t) => t.status !== 'passed' && t.status !== 'skipped');
  if (failed.length === 0) return;
  console.log(`failed (${failed.length}):`);
  for (const t of failed) {
    console.log(`  ${t.status}: ${t.file} (${t.project}): ${t.title}`);
    // the message's first lines, without the terminal's colour codes
    const message = (t.error ?? '').replace(colourCodes, '').split('\n').slice(0, 6);
    for (const line of message) console.log(`      ${line}`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [file, howMany = '15'] = process.argv.slice(2);
  print(file, Number(howMany));
}
