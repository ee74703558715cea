import { forEachChunk, SpreadsheetReadError, type RowSink } from './types';

/**
 * A streaming RFC 4180 reader of CSV and tab-separated text (docs/decisions/0061): quotes, doubled
 * quotes, line breaks inside quotes, CRLF; UTF-8 with its BOM dropped. The delimiter is a tab for
 * .txt; otherwise a comma, or a semicolon when the header row has semicolons and no commas (as a
 * spreadsheet program writes CSV in languages with a decimal comma). A file with NUL bytes or
 * bytes that are not UTF-8 is not text: refused as not a spreadsheet.
 */
export function createCsvParser(
  delimiter: ',' | ';' | '\t' | 'auto',
  onRecord: (fields: string[]) => boolean | void,
) {
  let separator = delimiter === 'auto' ? '' : delimiter;
  let pending = ''; // text held back until the delimiter is known (the first line)
  let field = '';
  let fields: string[] = [];
  let quoted = false; // inside quotes
  let quoteSeen = false; // a quote inside quotes: the end of the quotes, or the first of two
  let afterCr = false;
  let stopped = false;

  const endField = () => {
    fields.push(field);
    field = '';
  };
  const endRecord = () => {
    endField();
    const record = fields;
    fields = [];
    if (onRecord(record) === false) stopped = true;
  };

  function parse(text: string) {
    const length = text.length;
    for (let index = 0; index < length && !stopped; index += 1) {
      const char = text[index]!;
      if (afterCr) {
        afterCr = false;
        if (char === '\n') continue;
      }
      if (quoted) {
        if (quoteSeen) {
          quoteSeen = false;
          if (char === '"') {
            field += '"';
            continue;
          }
          quoted = false; // the quotes ended: this character is read as outside them
        } else if (char === '"') {
          quoteSeen = true;
          continue;
        } else {
          // a run of plain characters at once (the common case)
          let end = index;
          while (end < length && text[end] !== '"') end += 1;
          field += text.slice(index, end);
          index = end - 1;
          continue;
        }
      }
      if (char === separator) endField();
      else if (char === '\n') endRecord();
      else if (char === '\r') {
        endRecord();
        afterCr = true;
      } else if (char === '"' && field === '') quoted = true;
      else field += char;
    }
  }

  /** The first line decides the delimiter: semicolons and no commas mean semicolons. */
  function detect(text: string, final: boolean) {
    pending += text;
    const lineEnd = pending.search(/[\r\n]/);
    if (lineEnd < 0 && !final) return;
    const header = lineEnd < 0 ? pending : pending.slice(0, lineEnd);
    separator = header.includes(';') && !header.includes(',') ? ';' : ',';
    const held = pending;
    pending = '';
    parse(held);
  }

  return {
    push(text: string) {
      if (separator) parse(text);
      else detect(text, false);
    },
    end() {
      if (!separator) detect('', true);
      if (stopped) return;
      if (quoted && quoteSeen) quoted = false;
      if (field !== '' || fields.length > 0 || quoted) endRecord();
    },
  };
}

/** The text a CSV or TXT export wrote as `'=…`: the `'` taken off again (app/lib/format/formula-text.ts). */
export const restoreFormulaText = (text: string) =>
  text.length > 1 && text[0] === "'" && /^[=+\-@\t\r]/.test(text.slice(1)) ? text.slice(1) : text;

/** Reads the records of a CSV or TXT file; the row number of a record is its position (1-based). */
export async function readCsv(file: Blob, delimiter: '\t' | 'auto', sink: RowSink) {
  const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });
  let rowNumber = 0;
  let read = 0;
  let stopped = false;
  const parser = createCsvParser(delimiter, (fields) => {
    rowNumber += 1;
    if (sink.onRow(rowNumber, fields.map(restoreFormulaText)) === false) stopped = true;
    return !stopped;
  });
  await forEachChunk(
    file,
    (bytes, done) => {
      if (bytes.includes(0)) throw new SpreadsheetReadError('notSpreadsheet');
      let text: string;
      try {
        text = decoder.decode(bytes, { stream: !done });
      } catch {
        throw new SpreadsheetReadError('notSpreadsheet');
      }
      parser.push(text);
      if (done) parser.end();
      read += bytes.length;
      sink.onBytes?.(file.size ? read / file.size : 1);
      return !stopped;
    },
    sink.signal,
  );
}
