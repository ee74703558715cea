/**
 * The HTML of a mail that leaves through the mail server, and its text part (docs/decisions/0054).
 * The server has no DOM (it runs in Node and in the page alike), so it cannot use DOMPurify: a
 * small tokenizer keeps an allow-list of formatting elements, the href of links to http(s) and
 * mailto addresses, and text (its entities decoded, then escaped again); everything else goes:
 * other elements (their text stays, but never that of script, style and the like), every other
 * attribute (event handlers, style, src), comments and declarations. What comes out is balanced:
 * an element left open is closed, a stray end tag dropped.
 */
import { escapeHtml } from '../../platform/mail';

/** The elements a composed mail keeps: what the rich-text editor makes, and simple tables. */
const ALLOWED = new Set([
  'a', 'b', 'blockquote', 'br', 'code', 'div', 'em', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'hr',
  'i', 'li', 'ol', 'p', 'pre', 's', 'span', 'strike', 'strong', 'sub', 'sup', 'table', 'tbody',
  'td', 'th', 'thead', 'tr', 'u', 'ul',
]); // prettier-ignore
/** Elements without content or end tag. */
const VOID = new Set(['br', 'hr']);
/** Elements whose content is not text to show: dropped with it. */
const DROPPED_WITH_CONTENT = new Set([
  'script', 'style', 'iframe', 'object', 'embed', 'noscript', 'template', 'textarea', 'title',
  'head', 'svg', 'math', 'select', 'xmp', 'noembed', 'noframes', 'frameset',
]); // prettier-ignore
/** Elements that stand on lines of their own in the text part. */
const BLOCK = new Set([
  'blockquote', 'div', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'hr', 'ol', 'p', 'pre', 'table', 'tr',
  'ul',
]); // prettier-ignore

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  ndash: '\u2013',
  mdash: '\u2014',
  hellip: '\u2026',
  lsquo: '\u2018',
  rsquo: '\u2019',
  ldquo: '\u201c',
  rdquo: '\u201d',
  copy: '\u00a9',
  reg: '\u00ae',
  euro: '\u20ac',
  bull: '\u2022',
};

/** Text with its character references decoded (an unknown or impossible one stays as written). */
export function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]{1,6}|#[0-9]{1,7}|[a-z]{2,8});?/gi, (whole, ref: string) => {
    if (ref[0] !== '#') return NAMED_ENTITIES[ref.toLowerCase()] ?? whole;
    const code =
      ref[1].toLowerCase() === 'x' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
    const valid = code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff);
    return valid ? String.fromCodePoint(code) : '\ufffd';
  });
}

type Token =
  | { kind: 'text'; text: string }
  | { kind: 'open'; name: string; attributes: string }
  | { kind: 'close'; name: string };

/**
 * Comments (even unterminated), start and end tags with their attributes (quoted values may hold
 * '>'), other markup declarations, a lone '<', and runs of text. No part of a tag reaches past
 * the next '<', so that a message of unfinished tags takes linear time, not quadratic; such a
 * '<' becomes text.
 */
const TOKEN =
  /<!--[\s\S]*?(?:-->|$)|<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:[^<>"']|"[^"<]*"|'[^'<]*')*)>|<[!?/][^<>]*>?|<|[^<]+/g;

function* tokens(html: string): Generator<Token> {
  for (const match of html.matchAll(TOKEN)) {
    const [whole, slash, name, attributes] = match;
    if (name !== undefined) {
      const lower = name.toLowerCase();
      yield slash ? { kind: 'close', name: lower } : { kind: 'open', name: lower, attributes };
    } else if (whole === '<' || whole[0] !== '<') {
      yield { kind: 'text', text: decodeEntities(whole) };
    }
    // comments and declarations: nothing
  }
}

/** The href of a link, when it leads to a web page or a mail address. */
function safeHref(attributes: string): string | undefined {
  const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
  for (const [, name, ...values] of attributes.matchAll(ATTRIBUTE)) {
    if (name.toLowerCase() !== 'href') continue;
    // control characters and spaces inside a scheme fool some readers ("java\tscript:")
    const href = decodeEntities(values.find((v) => v !== undefined) ?? '').replace(
      // eslint-disable-next-line no-control-regex
      /[\u0000-\u0020\u007f]+/g,
      '',
    );
    return /^(https?:\/\/|mailto:)/i.test(href) ? href : undefined;
  }
  return undefined;
}

/**
 * The elements of the allow-list with their allowed attributes, in order, each text decoded:
 * what both the HTML part and the text part are made from.
 */
function* cleanTokens(html: string): Generator<Token & { href?: string }> {
  let skipping: string | undefined;
  const open: string[] = [];
  // how many of each element are open: a lookup that stays quick however deep the nesting
  const openCount = new Map<string, number>();
  const count = (name: string, by: number) => openCount.set(name, (openCount.get(name) ?? 0) + by);
  for (const token of tokens(html)) {
    if (skipping) {
      if (token.kind === 'close' && token.name === skipping) skipping = undefined;
      continue;
    }
    if (token.kind === 'text') {
      yield token;
    } else if (token.kind === 'open') {
      if (DROPPED_WITH_CONTENT.has(token.name)) skipping = token.name;
      else if (ALLOWED.has(token.name)) {
        const href = token.name === 'a' ? safeHref(token.attributes) : undefined;
        if (!VOID.has(token.name)) {
          open.push(token.name);
          count(token.name, 1);
        }
        yield { kind: 'open', name: token.name, attributes: '', href };
      }
    } else if (openCount.get(token.name)) {
      // closes what was opened inside it too
      while (open.length) {
        const name = open.pop()!;
        count(name, -1);
        yield { kind: 'close', name };
        if (name === token.name) break;
      }
    }
  }
  while (open.length) yield { kind: 'close', name: open.pop()! };
}

/** The composed HTML cleaned for sending: the allow-list only, balanced, text escaped. */
export function cleanMailHtml(html: string): string {
  let out = '';
  for (const token of cleanTokens(html)) {
    if (token.kind === 'text') out += escapeHtml(token.text);
    else if (token.kind === 'close') out += `</${token.name}>`;
    else if (token.href !== undefined) out += `<a href="${escapeHtml(token.href)}">`;
    else out += `<${token.name}>`;
  }
  return out;
}

/**
 * The text part of a composed mail: block elements on lines of their own, list items with a
 * dash, a link as "text (url)", entities decoded, runs of spaces as one.
 */
export function mailText(html: string): string {
  // pieces, and the last two characters written: reading the end of a growing string would copy
  // it each time (quadratic on a long message)
  const pieces: string[] = [];
  let tail = '';
  const write = (piece: string) => {
    if (!piece) return;
    pieces.push(piece);
    tail = (tail + piece).slice(-2);
  };
  const newlinesAtEnd = () => (tail.endsWith('\n\n') ? 2 : tail.endsWith('\n') ? 1 : 0);
  const lineBreak = (count = 1) => {
    if (pieces.length) write('\n'.repeat(Math.max(0, count - newlinesAtEnd())));
  };
  const links: (string | undefined)[] = [];
  let linkText = '';
  let preformatted = 0;
  for (const token of cleanTokens(html)) {
    if (token.kind === 'text') {
      const text = preformatted ? token.text : token.text.replace(/\s+/g, ' ');
      const atLineStart = !pieces.length || tail.endsWith('\n') || tail.endsWith(' ');
      const piece = !preformatted && atLineStart ? text.replace(/^ /, '') : text;
      write(piece);
      if (links.length) linkText += piece;
    } else if (token.kind === 'open') {
      if (token.name === 'br') lineBreak(newlinesAtEnd() ? 2 : 1);
      else if (token.name === 'li') {
        lineBreak();
        write('- ');
      } else if (token.name === 'td' || token.name === 'th') {
        if (pieces.length && !tail.endsWith('\n')) write(' ');
      } else if (BLOCK.has(token.name)) lineBreak(token.name === 'tr' ? 1 : 2);
      if (token.name === 'hr') write('---');
      if (token.name === 'pre') preformatted++;
      if (token.name === 'a') {
        links.push(token.href);
        linkText = '';
      }
    } else {
      if (token.name === 'a') {
        const href = links.pop();
        const shown = linkText.trim();
        const address = href?.replace(/^mailto:/i, '');
        if (href && shown !== href && shown !== address) write(shown ? ` (${href})` : href);
      }
      if (token.name === 'pre') preformatted--;
      if (BLOCK.has(token.name)) lineBreak(token.name === 'tr' ? 1 : 2);
    }
  }
  return pieces
    .join('')
    .replace(/\u00a0/g, ' ')
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
