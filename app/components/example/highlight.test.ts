import { describe, expect, it } from 'vitest';
import { highlight, type TokenKind } from './highlight';

/** The tokens of a kind, as texts. */
const of = (source: string, kind: TokenKind) =>
  highlight(source)
    .filter((t) => t.kind === kind)
    .map((t) => t.text);

describe('highlight', () => {
  const sample = [
    "import { Alert } from '@mantine/core';",
    '// the warning a shipper sees',
    'export function Late({ days = 2 }) {',
    '  return <Alert color="orange" title={t(`late.${days}`)}>{days * 24}</Alert>;',
    '}',
  ].join('\n');

  it('gives the source back unchanged when the tokens are joined', () => {
    expect(
      highlight(sample)
        .map((t) => t.text)
        .join(''),
    ).toBe(sample);
    expect(highlight('')).toEqual([]);
  });

  it('finds comments, strings, keywords, tags, attributes and numbers', () => {
    expect(of(sample, 'comment')).toEqual(['// the warning a shipper sees']);
    expect(of(sample, 'string')).toEqual(["'@mantine/core'", '"orange"', '`late.${days}`']);
    expect(of(sample, 'keyword')).toEqual(['import', 'from', 'export', 'function', 'return']);
    expect(of(sample, 'tag')).toEqual(['Alert', 'Alert']);
    expect(of(sample, 'attr')).toEqual(['color', 'title']);
    expect(of(sample, 'number')).toEqual(['2', '24']);
  });

  it('leaves what is inside a comment or a string alone', () => {
    expect(of("const a = 'return <b>';", 'keyword')).toEqual(['const']);
    expect(of('/* import 12 */ x', 'number')).toEqual([]);
    expect(of("'it\\'s' + 1", 'string')).toEqual(["'it\\'s'"]);
  });

  it('does not take a word inside a name for a keyword or a number', () => {
    expect(of('const imported = item2;', 'keyword')).toEqual(['const']);
    expect(of('const imported = item2;', 'number')).toEqual([]);
  });

  it('joins neighbouring plain text into one token', () => {
    expect(highlight('a + b')).toEqual([{ kind: 'plain', text: 'a + b' }]);
  });
});
