#!/usr/bin/env node
/**
 * Lists every import circle of the project's own files: relative imports, type-only imports and
 * lazy import() included, as the lint rule local/no-import-cycle follows them (eslint-rules/).
 * Each circle is printed once, as the files of one strongly connected group; the exit code is 1
 * when there is any. `node scripts/import-cycles.mjs`
 */
import { readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readImports } from '../eslint-rules/index.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const folders = ['api', 'app', 'browser-api', 'server', 'scripts', 'e2e', 'eslint-rules'];

function codeFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '+types' ? [] : codeFiles(path);
    return /\.(ts|tsx|js|mjs)$/.test(entry.name) ? [path] : [];
  });
}

const files = folders.flatMap((folder) => codeFiles(join(root, folder)));
// Tarjan's strongly connected components: a group of two or more files, or a file importing itself
let index = 0;
const state = new Map();
const stack = [];
const groups = [];
function visit(file) {
  const own = { index, low: index, onStack: true };
  index++;
  state.set(file, own);
  stack.push(file);
  for (const next of readImports(file)) {
    const seen = state.get(next);
    if (!seen) {
      visit(next);
      own.low = Math.min(own.low, state.get(next).low);
    } else if (seen.onStack) own.low = Math.min(own.low, seen.index);
  }
  if (own.low === own.index) {
    const group = [];
    let member;
    do {
      member = stack.pop();
      state.get(member).onStack = false;
      group.push(member);
    } while (member !== file);
    if (group.length > 1 || readImports(file).includes(file)) groups.push(group);
  }
}
for (const file of files) if (!state.has(file)) visit(file);

for (const group of groups) {
  console.log(`circle of ${group.length} files:`);
  for (const file of group.sort()) console.log(`  ${relative(root, file)}`);
}
console.log(
  `${groups.length} import circle${groups.length === 1 ? '' : 's'} among ${files.length} files`,
);
process.exitCode = groups.length ? 1 : 0;
