import { Unzip, UnzipInflate, type UnzipFile } from 'fflate';
import { forEachChunk, SpreadsheetReadError, type CellValue, type RowSink } from './types';
import { createXmlScanner, type XmlHandler } from './xml-scanner';

/**
 * A streaming reader of the first sheet of an .xlsx file (docs/decisions/0061): the file is read
 * twice through fflate's streaming Unzip. Pass 1 reads the workbook, its relationships (which part
 * is the first sheet) and the shared strings, skipping the sheets; pass 2 scans the first sheet's
 * XML row by row. Neither the file nor the sheet's text is ever held whole.
 */

const WORKBOOK = 'xl/workbook.xml';
const WORKBOOK_RELS = 'xl/_rels/workbook.xml.rels';
const SHARED_STRINGS = 'xl/sharedStrings.xml';

/** A zip file starts with a local file header, "PK\x03\x04". */
const isZip = (bytes: Uint8Array) =>
  bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 3 && bytes[3] === 4;

/** The index of a column from the letters of a cell reference ("C17" is 2, "AA3" is 26). */
export function columnIndexOf(reference: string): number {
  let index = 0;
  for (const char of reference) {
    const code = char.charCodeAt(0);
    if (code < 65 || code > 90) break;
    index = index * 26 + (code - 64);
  }
  return index - 1;
}

/** Text of one zip entry, decoded as it arrives, fed to a handler. */
function streamEntry(file: UnzipFile, onText: (text: string, final: boolean) => void) {
  const decoder = new TextDecoder('utf-8');
  file.ondata = (error, data, final) => {
    if (error) throw new SpreadsheetReadError('notSpreadsheet');
    onText(decoder.decode(data, { stream: !final }), final);
  };
  file.start();
}

/** Streams the whole file through an Unzip, calling `onFile` for each entry. */
async function unzipPass(
  file: Blob,
  onFile: (entry: UnzipFile) => void,
  sink: RowSink,
  progressFrom: number,
  shouldStop: () => boolean,
) {
  const unzip = new Unzip((entry) => onFile(entry));
  unzip.register(UnzipInflate);
  let read = 0;
  let first = true;
  await forEachChunk(
    file,
    (bytes, done) => {
      if (first && !done) {
        first = false;
        if (!isZip(bytes)) throw new SpreadsheetReadError('notSpreadsheet');
      }
      try {
        unzip.push(bytes, done);
      } catch (error) {
        throw error instanceof SpreadsheetReadError
          ? error
          : new SpreadsheetReadError('notSpreadsheet');
      }
      read += bytes.length;
      sink.onBytes?.(progressFrom + (file.size ? read / file.size : 1) / 2);
      return !shouldStop();
    },
    sink.signal,
  );
  if (first) throw new SpreadsheetReadError('notSpreadsheet');
}

/** The strings of `<si>` items: plain `<t>` or the `<t>` of rich text runs; phonetic runs left out. */
function sharedStringsHandler(strings: string[]): XmlHandler {
  let inItem = false;
  let inText = false;
  let inPhonetic = false;
  let current = '';
  return {
    open(name, _attributes, selfClosing) {
      if (name === 'si') {
        inItem = true;
        current = '';
      } else if (name === 'rPh') inPhonetic = !selfClosing;
      else if (name === 't' && inItem && !inPhonetic) inText = true;
    },
    close(name) {
      if (name === 'si') {
        strings.push(current);
        inItem = false;
      } else if (name === 'rPh') inPhonetic = false;
      else if (name === 't') inText = false;
    },
    text(text) {
      if (inText) current += text;
    },
  };
}

/** The first sheet's part, from the workbook's first `<sheet>` and its relationship. */
function firstSheetPath(workbook: string, relationships: string): string | undefined {
  let relationId: string | undefined;
  createXmlScanner({
    open(name, attributes) {
      if (name === 'sheet' && relationId === undefined) relationId = attributes.id;
    },
    close() {},
    text() {},
  }).push(workbook, true);
  if (!relationId) return undefined;
  let target: string | undefined;
  createXmlScanner({
    open(name, attributes) {
      if (name === 'Relationship' && attributes.Id === relationId) target = attributes.Target;
    },
    close() {},
    text() {},
  }).push(relationships, true);
  if (!target) return undefined;
  return target.startsWith('/') ? target.slice(1) : `xl/${target.replace(/^\.\//, '')}`;
}

interface CellState {
  column: number;
  type: string;
  value: string;
  inlineText: string;
}

/** The value of a cell by its type: shared string, inline string, formula text, boolean, error, number. */
function cellValue(cell: CellState, strings: readonly string[]): CellValue {
  switch (cell.type) {
    case 's':
      return strings[Number(cell.value)] ?? '';
    case 'inlineStr':
      return cell.inlineText;
    case 'str':
    case 'e':
    case 'd':
      return cell.value;
    case 'b':
      return cell.value.trim() === '1';
    default: {
      if (cell.value.trim() === '') return null;
      const number = Number(cell.value);
      return Number.isNaN(number) ? cell.value : number;
    }
  }
}

/** Rows of a sheet's XML: `<row r>`, `<c r t>`, `<v>`, `<is><t>`; gaps between cells are empty. */
function sheetHandler(
  strings: readonly string[],
  onRow: (rowNumber: number, cells: CellValue[]) => void,
): XmlHandler {
  let rowNumber = 0;
  let cells: CellValue[] = [];
  let cell: CellState | undefined;
  let inValue = false;
  let inInline = false;
  let inInlineText = false;
  let inPhonetic = false;
  return {
    open(name, attributes, selfClosing) {
      if (name === 'row') {
        rowNumber = Number(attributes.r) || rowNumber + 1;
        cells = [];
      } else if (name === 'c') {
        const column = attributes.r ? columnIndexOf(attributes.r) : cells.length;
        cell = { column, type: attributes.t ?? 'n', value: '', inlineText: '' };
      } else if (cell && name === 'v') inValue = !selfClosing;
      else if (cell && name === 'is') inInline = !selfClosing;
      else if (inInline && name === 'rPh') inPhonetic = !selfClosing;
      else if (inInline && !inPhonetic && name === 't') inInlineText = !selfClosing;
    },
    close(name) {
      if (name === 'c' && cell) {
        const value = cellValue(cell, strings);
        while (cells.length < cell.column) cells.push(null);
        cells[cell.column] = value;
        cell = undefined;
      } else if (name === 'row') onRow(rowNumber, cells);
      else if (name === 'v') inValue = false;
      else if (name === 'is') inInline = false;
      else if (name === 'rPh') inPhonetic = false;
      else if (name === 't') inInlineText = false;
    },
    text(text) {
      if (!cell) return;
      if (inValue) cell.value += text;
      else if (inInlineText) cell.inlineText += text;
    },
  };
}

/** Reads the first sheet of an .xlsx file, row by row. */
export async function readXlsx(file: Blob, sink: RowSink) {
  let workbook = '';
  let relationships = '';
  const strings: string[] = [];
  const stringsScanner = createXmlScanner(sharedStringsHandler(strings));
  await unzipPass(
    file,
    (entry) => {
      if (entry.name === WORKBOOK) streamEntry(entry, (text) => (workbook += text));
      else if (entry.name === WORKBOOK_RELS) streamEntry(entry, (text) => (relationships += text));
      else if (entry.name === SHARED_STRINGS) {
        streamEntry(entry, (text, final) => stringsScanner.push(text, final));
      }
    },
    sink,
    0,
    () => false,
  );
  const sheetPath = firstSheetPath(workbook, relationships);
  if (!sheetPath) throw new SpreadsheetReadError('notSpreadsheet');

  let stopped = false;
  let sheetDone = false;
  const sheetScanner = createXmlScanner(
    sheetHandler(strings, (rowNumber, cells) => {
      if (!stopped && sink.onRow(rowNumber, cells) === false) stopped = true;
    }),
  );
  await unzipPass(
    file,
    (entry) => {
      if (entry.name !== sheetPath) return;
      streamEntry(entry, (text, final) => {
        if (stopped) return;
        sheetScanner.push(text, final);
        if (final) sheetDone = true;
      });
    },
    sink,
    0.5,
    () => stopped || sheetDone,
  );
  if (!sheetDone && !stopped) throw new SpreadsheetReadError('notSpreadsheet');
}
