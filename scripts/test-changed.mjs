#!/usr/bin/env node
/**
 * `npm run test:changed [ref]`: the tests a change touches, for a developer before a commit
 * (docs/decisions/0070-ci-in-twenty-minutes.md). The change is what differs from `ref` (default
 * HEAD: what is not committed yet), new files included:
 * - lint of the changed files, and the type check (the whole project: a type flows everywhere);
 * - Vitest on the test files that import a changed file, by Vitest's own module graph
 *   (`vitest run --changed`), in UTC, on the stores the machine has;
 * - the browser tests of the changed specs and of those importing a changed file under e2e/
 *   (`playwright test --only-changed`), server project, after a build when app/, api/ or server/
 *   changed. A change to a screen with no changed spec runs no browser test: name them
 *   (`npx playwright test e2e/todo.both-modes.spec.ts`), or run `npm test`.
 * CI runs everything (`npm test`).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const ref = process.argv[2] ?? 'HEAD';
const git = (...args) =>
  execFileSync('git', args, { encoding: 'utf8' }).split('\n').filter(Boolean);
const changed = [
  ...new Set([
    ...git('diff', '--name-only', '--diff-filter=d', ref),
    ...git('ls-files', '--others', '--exclude-standard'),
  ]),
];
console.log(`Changed since ${ref}: ${changed.length} files`);
if (!changed.length) process.exit(0);

const started = performance.now();
const steps = [];
function step(name, command, args, env = {}) {
  const begun = performance.now();
  console.log(`\n== ${name}: ${command} ${args.join(' ')}`);
  const { status } = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  steps.push({ name, ok: status === 0, seconds: Math.round((performance.now() - begun) / 1000) });
  return status === 0;
}

const code = changed.filter((f) => /\.(ts|tsx|mjs|js)$/.test(f));
const lintable = code.filter((f) => existsSync(f));
if (lintable.length) step('lint', 'npx', ['eslint', ...lintable]);
if (code.length) step('typecheck', 'npm', ['run', 'typecheck', '--silent']);
step('vitest (changed)', 'npx', ['vitest', 'run', '--changed', ref, '--passWithNoTests'], {
  TZ: 'UTC',
});

const e2eChanged = changed.some((f) => f.startsWith('e2e/'));
if (e2eChanged) {
  const appChanged = changed.some((f) => /^(app|api|server|browser-api)\//.test(f));
  if (appChanged || !existsSync('build/client')) step('build', 'npm', ['run', 'build', '--silent']);
  step('browser tests (changed specs)', 'npx', [
    'playwright',
    'test',
    '--project=server',
    '--only-changed',
    ref,
    '--pass-with-no-tests',
  ]);
}

console.log('\ntest:changed, step by step:');
for (const s of steps)
  console.log(`  ${s.ok ? 'passed' : 'FAILED'}  ${String(s.seconds).padStart(4)} s  ${s.name}`);
console.log(`  in all ${Math.round((performance.now() - started) / 1000)} s`);
process.exit(steps.every((s) => s.ok) ? 0 : 1);
