// The contract's one naming scheme (docs/conventions.md, section "The API"): every exported zod
// schema is named for its role, and a name that claims a role belongs to a zod schema.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

/**
 * Exports that keep a name outside the scheme, as `file:name`. Keep this list short: rename instead.
 * - ./common.ts `id`: the field builder of every id field, written as the shorthand `{ id, ... }`
 *   where the field is itself called `id`; `idSchema` would turn each of those into `id: idSchema`.
 * - the auth module's contract.ts `refusedRegisterReply`: a function, not a schema; it builds the value of the
 *   `registerErrorReply` schema, and the name was chosen with the scheme so that the schema could
 *   take `registerErrorReply`.
 */
const exceptions = new Set(['./common.ts:id', '../modules/auth/contract.ts:refusedRegisterReply']);

const roleSuffix = /(Body|Query|Params|Reply|Schema)$/;
const camelCase = /^[a-z][a-zA-Z0-9]*$/;

const dir = fileURLToPath(new URL('.', import.meta.url));
const modulesDir = fileURLToPath(new URL('../modules/', import.meta.url));
/** the shared contract (this folder) and each module's (its contract.ts and contract-*.ts), by path from here */
const files = [
  ...readdirSync(dir)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => `./${file}`),
  ...readdirSync(modulesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) =>
      readdirSync(`${modulesDir}${entry.name}`)
        .filter((file) => /^contract(-[a-z-]+)?\.ts$/.test(file))
        .map((file) => `../modules/${entry.name}/${file}`),
    ),
].sort();

/** Every export of every contract module, as `file:name`. */
async function contractExports() {
  const found: { file: string; name: string; value: unknown }[] = [];
  for (const file of files) {
    const mod = (await import(file)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(mod)) found.push({ file, name, value });
  }
  return found;
}

/** What is wrong with the name of one export, or undefined. */
function namingProblem(name: string, value: unknown): string | undefined {
  if (value instanceof z.ZodType) {
    if (!camelCase.test(name)) return 'a zod schema is named in camelCase';
    if (!roleSuffix.test(name)) return 'a zod schema ends in Body, Query, Params, Reply or Schema';
    return undefined;
  }
  if (roleSuffix.test(name))
    return 'only a zod schema ends in Body, Query, Params, Reply or Schema';
  if (/messages$/i.test(name) && !/^[a-z][a-zA-Z0-9]*Messages$/.test(name)) {
    return 'fixed messages are named <module>Messages';
  }
  return undefined;
}

describe('contract naming', () => {
  it('finds the contract modules', () => {
    expect(files).toContain('../modules/auth/contract.ts');
    expect(files).toContain('./common.ts');
    expect(files.length).toBeGreaterThan(10);
  });

  it('names every export by its role', async () => {
    const all = await contractExports();
    expect(all.length).toBeGreaterThan(50);
    const problems = all
      .filter(({ file, name }) => !exceptions.has(`${file}:${name}`))
      .flatMap(({ file, name, value }) => {
        const problem = namingProblem(name, value);
        return problem ? [`${file}: ${name}: ${problem}`] : [];
      });
    expect(problems).toEqual([]);
  });

  it('lists only exceptions that exist and still need it', async () => {
    const all = await contractExports();
    for (const exception of exceptions) {
      const found = all.find(({ file, name }) => `${file}:${name}` === exception);
      expect(found, exception).toBeDefined();
      expect(namingProblem(found!.name, found!.value), exception).toBeDefined();
    }
  });

  it('refuses the names the scheme rules out', () => {
    expect(namingProblem('fooBar', z.object({}))).toBeDefined();
    expect(namingProblem('FooBarSchema', z.object({}))).toBeDefined();
    expect(namingProblem('fooBarReply', { a: 1 })).toBeDefined();
    expect(namingProblem('CALENDAR_MESSAGES', { a: 'b' })).toBeDefined();
    expect(namingProblem('fooBarBody', z.object({}))).toBeUndefined();
    expect(namingProblem('fooMessages', { a: 'b' })).toBeUndefined();
    expect(namingProblem('PASSWORD_MIN', 8)).toBeUndefined();
  });
});
