/**
 * A small incremental XML scanner for the parts of an .xlsx file: text is fed chunk by chunk and
 * only the unfinished tail is kept, so a sheet of 50,000 rows is never held as one string
 * (docs/decisions/0061). It knows tags, attributes, text, comments, CDATA and the entities; it
 * does not check that the XML is well formed.
 */
export interface XmlHandler {
  open(name: string, attributes: Record<string, string>, selfClosing: boolean): void;
  close(name: string): void;
  text(text: string): void;
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
};

/** The text of XML with its entities (`&amp;`, `&#233;`, `&#x4E2D;`) decoded. */
export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[a-zA-Z]+);/g, (whole, entity: string) => {
    if (entity[0] === '#') {
      const code =
        entity[1] === 'x' || entity[1] === 'X'
          ? parseInt(entity.slice(2), 16)
          : parseInt(entity.slice(1), 10);
      return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[entity] ?? whole;
  });
}

/** The local name of a tag (`x:row` is `row`): some writers give the sheet's XML a prefix. */
const localName = (name: string) => {
  const colon = name.indexOf(':');
  return colon < 0 ? name : name.slice(colon + 1);
};

const ATTRIBUTE = /([^\s=/]+)\s*=\s*("([^"]*)"|'([^']*)')/g;

function parseTag(body: string, handler: XmlHandler) {
  if (body[0] === '/') {
    handler.close(localName(body.slice(1).trim()));
    return;
  }
  const selfClosing = body.endsWith('/');
  const inner = selfClosing ? body.slice(0, -1) : body;
  const nameEnd = inner.search(/\s|$/);
  const name = localName(inner.slice(0, nameEnd));
  const attributes: Record<string, string> = {};
  if (nameEnd < inner.length) {
    ATTRIBUTE.lastIndex = nameEnd;
    for (let match = ATTRIBUTE.exec(inner); match; match = ATTRIBUTE.exec(inner)) {
      attributes[localName(match[1]!)] = decodeEntities(match[3] ?? match[4] ?? '');
    }
  }
  handler.open(name, attributes, selfClosing);
  if (selfClosing) handler.close(name);
}

/** The end of the tag starting at `from` (the index of its `>`), quotes respected; -1 if unfinished. */
function tagEnd(buffer: string, from: number): number {
  let quote = '';
  for (let index = from; index < buffer.length; index += 1) {
    const char = buffer[index];
    if (quote) {
      if (char === quote) quote = '';
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '>') return index;
  }
  return -1;
}

export function createXmlScanner(handler: XmlHandler) {
  let buffer = '';

  /** Scans what is complete in the buffer and keeps the rest. */
  function scan(final: boolean) {
    let position = 0;
    for (;;) {
      const lt = buffer.indexOf('<', position);
      if (lt < 0) {
        // text up to the end may go on in the next chunk
        if (final && position < buffer.length) handler.text(decodeEntities(buffer.slice(position)));
        position = final ? buffer.length : position;
        break;
      }
      if (lt > position) handler.text(decodeEntities(buffer.slice(position, lt)));
      position = lt;
      if (buffer.startsWith('<!--', lt)) {
        const end = buffer.indexOf('-->', lt + 4);
        if (end < 0) break;
        position = end + 3;
      } else if (buffer.startsWith('<![CDATA[', lt)) {
        const end = buffer.indexOf(']]>', lt + 9);
        if (end < 0) break;
        handler.text(buffer.slice(lt + 9, end));
        position = end + 3;
      } else if (buffer[lt + 1] === '?' || buffer[lt + 1] === '!') {
        const end = buffer.indexOf('>', lt);
        if (end < 0) break;
        position = end + 1;
      } else {
        const end = tagEnd(buffer, lt + 1);
        if (end < 0) break;
        parseTag(buffer.slice(lt + 1, end).trim(), handler);
        position = end + 1;
      }
    }
    buffer = buffer.slice(position);
  }

  return {
    push(text: string, final = false) {
      buffer = buffer.length ? buffer + text : text;
      scan(final);
    },
  };
}
