/**
 * Every language has the same namespace files and the same keys in each (every namespace present,
 * including those other features add), with the same {{placeholders}}; and the shell's own texts are
 * really translated, not copies of the English.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { languages } from './languages';

const root = join(__dirname, '..', '..', 'locales');
type Json = { [key: string]: string | Json };

function flatten(value: Json, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, v] of Object.entries(value)) {
    if (typeof v === 'string') out.set(prefix + key, v);
    else for (const [k, s] of flatten(v, `${prefix}${key}.`)) out.set(k, s);
  }
  return out;
}

function load(lang: string, ns: string): Map<string, string> {
  return flatten(JSON.parse(readFileSync(join(root, lang, `${ns}.json`), 'utf8')) as Json);
}

const codes = languages.map((l) => l.code);
const files = new Map(
  codes.map((c) => [c, readdirSync(join(root, c)).filter((f) => f.endsWith('.json'))]),
);
const allNamespaces = [...new Set([...files.values()].flat())]
  .map((f) => f.replace(/\.json$/, ''))
  .sort();
const placeholders = (text: string) =>
  [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

describe('translations', () => {
  it('have a folder for each of the six languages', () => {
    expect(readdirSync(root).sort()).toEqual([...codes].sort());
  });

  it.each(allNamespaces)('namespace %s exists in every language', (ns) => {
    const lacking = codes.filter((c) => !files.get(c)?.includes(`${ns}.json`));
    expect(lacking, `app/locales/<lang>/${ns}.json missing for`).toEqual([]);
  });

  it.each(allNamespaces)(
    'namespace %s has the same keys and placeholders in every language',
    (ns) => {
      const present = codes.filter((c) => files.get(c)?.includes(`${ns}.json`));
      const maps = new Map(present.map((c) => [c, load(c, ns)]));
      const union = new Set([...maps.values()].flatMap((m) => [...m.keys()]));
      const problems: string[] = [];
      for (const key of union) {
        const lacking = present.filter((c) => !maps.get(c)?.has(key));
        if (lacking.length) problems.push(`${ns}:${key} missing in ${lacking.join(', ')}`);
        const reference = maps.get('en')?.get(key);
        if (reference === undefined) continue;
        for (const c of present) {
          const text = maps.get(c)?.get(key);
          if (text !== undefined && placeholders(text).join() !== placeholders(reference).join()) {
            problems.push(
              `${ns}:${key} in ${c} has placeholders ${placeholders(text).join() || 'none'}`,
            );
          }
          if (text !== undefined && text.trim() === '')
            problems.push(`${ns}:${key} is empty in ${c}`);
        }
      }
      expect(problems).toEqual([]);
    },
  );

  it.each(['common', 'pages', 'errors'])(
    'the shell namespace %s is translated, not copied',
    (ns) => {
      const en = load('en', ns);
      for (const code of codes.filter((c) => c !== 'en')) {
        const other = load(code, ns);
        const same = [...en].filter(([key, text]) => other.get(key) === text).map(([key]) => key);
        // Names (Chat, Avatar, Google Maps) may stay the same; whole copies may not.
        expect(
          same.length / en.size,
          `${code}/${ns}.json copies English: ${same.join(', ')}`,
        ).toBeLessThan(0.12);
      }
    },
  );
});
