/**
 * Every {{placeholder}} of a text is given by the code that shows it: for each call
 * `t('key', {...})` (and `t('key')`) in app/ whose key is a string, the English text of that key,
 * in the namespace the file's useTranslation names first (or the key's own `ns:` prefix), has no
 * placeholder the call does not give. A placeholder left out shows as "{{total}}" on the screen.
 * Calls whose values are spread (`...values`) or whose key is computed are not checked.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const appRoot = join(__dirname, '..', '..');
const english = join(appRoot, 'locales', 'en');
type Json = { [key: string]: string | Json };

const namespaces = new Map<string, Json>();
function textOf(ns: string, key: string): string[] | undefined {
  if (!namespaces.has(ns)) {
    try {
      namespaces.set(ns, JSON.parse(readFileSync(join(english, `${ns}.json`), 'utf8')) as Json);
    } catch {
      return undefined;
    }
  }
  const find = (path: string) => {
    let at: string | Json | undefined = namespaces.get(ns);
    for (const part of path.split('.')) at = typeof at === 'object' ? at[part] : undefined;
    return typeof at === 'string' ? at : undefined;
  };
  const exact = find(key);
  if (exact !== undefined) return [exact];
  // plural forms: key_one, key_other, ...
  const plural = ['zero', 'one', 'two', 'few', 'many', 'other']
    .map((form) => find(`${key}_${form}`))
    .filter((text): text is string => text !== undefined);
  return plural.length ? plural : undefined;
}

const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]);

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return name === 'locales' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The namespace a file's `t` reads first: useTranslation('ns') or useTranslation(['ns', ...]). */
function defaultNamespace(source: ts.SourceFile): string | undefined {
  let found: string | undefined;
  const visit = (node: ts.Node) => {
    if (
      !found &&
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'useTranslation'
    ) {
      const [first] = node.arguments;
      if (first && ts.isStringLiteral(first)) found = first.text;
      else if (first && ts.isArrayLiteralExpression(first)) {
        const [head] = first.elements;
        if (head && ts.isStringLiteral(head)) found = head.text;
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function problemsOf(path: string): string[] {
  const text = readFileSync(path, 'utf8');
  if (!text.includes('useTranslation(')) return [];
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
  const ns = defaultNamespace(source);
  if (!ns) return [];
  const problems: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 't' &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      const [keyArg, options] = node.arguments as unknown as [ts.StringLiteral, ts.Expression?];
      const [keyNs, key] = keyArg.text.includes(':')
        ? (keyArg.text.split(':', 2) as [string, string])
        : [ns, keyArg.text];
      const texts = textOf(keyNs, key);
      let given: Set<string> | undefined = new Set();
      if (options) {
        if (!ts.isObjectLiteralExpression(options)) given = undefined;
        else
          for (const property of options.properties) {
            if (ts.isSpreadAssignment(property)) given = undefined;
            else if (given && property.name && ts.isIdentifier(property.name))
              given.add(property.name.text);
            else if (given && property.name && ts.isStringLiteral(property.name))
              given.add(property.name.text);
          }
      }
      if (texts && given) {
        const missing = [...new Set(texts.flatMap(placeholders))].filter((p) => !given.has(p));
        if (missing.length) {
          const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
          problems.push(
            `${relative(appRoot, path)}:${line} ${keyNs}:${key} needs ${missing.join(', ')}`,
          );
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return problems;
}

describe('placeholders', () => {
  it('every placeholder of a text shown by t() is given by its call', () => {
    expect(sourceFiles(appRoot).flatMap(problemsOf)).toEqual([]);
  });
});
