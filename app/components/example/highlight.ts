/**
 * A light highlighter for the examples' TypeScript and JSX (docs/decisions/0064): one regular
 * expression splits the source into comments, strings, keywords, JSX tag and attribute names and
 * numbers; everything else is plain text. No grammar, no library: it only colours what it is sure
 * of, and joining the tokens' texts always gives the source back unchanged.
 */
export type TokenKind = 'plain' | 'comment' | 'string' | 'keyword' | 'tag' | 'attr' | 'number';

export interface Token {
  kind: TokenKind;
  text: string;
}

const KEYWORDS = [
  'as',
  'async',
  'await',
  'const',
  'default',
  'else',
  'export',
  'extends',
  'false',
  'for',
  'from',
  'function',
  'if',
  'import',
  'in',
  'interface',
  'let',
  'new',
  'null',
  'of',
  'return',
  'true',
  'type',
  'typeof',
  'undefined',
];

// The order matters: a comment or a string is taken whole before anything inside it is looked at.
const TOKEN = new RegExp(
  [
    String.raw`(?<comment>\/\/[^\n]*|\/\*[\s\S]*?\*\/)`,
    String.raw`(?<string>'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|` + '`(?:[^`\\\\]|\\\\.)*`)',
    String.raw`(?<tag>(?<=<\/?)[A-Za-z][\w.]*)`,
    String.raw`(?<keyword>\b(?:${KEYWORDS.join('|')})\b)`,
    String.raw`(?<number>\b\d[\d_]*(?:\.\d+)?\b)`,
    String.raw`(?<attr>(?<=\s)[A-Za-z][\w-]*(?==))`,
  ].join('|'),
  'g',
);

/** The source as tokens, in order; neighbouring plain text is one token. */
export function highlight(source: string): Token[] {
  const tokens: Token[] = [];
  const push = (kind: TokenKind, text: string) => {
    if (!text) return;
    const last = tokens.at(-1);
    if (kind === 'plain' && last?.kind === 'plain') last.text += text;
    else tokens.push({ kind, text });
  };
  let at = 0;
  for (const match of source.matchAll(TOKEN)) {
    push('plain', source.slice(at, match.index));
    const groups = match.groups ?? {};
    const kind = (Object.keys(groups) as TokenKind[]).find((name) => groups[name] !== undefined);
    push(kind ?? 'plain', match[0]);
    at = match.index + match[0].length;
  }
  push('plain', source.slice(at));
  return tokens;
}
