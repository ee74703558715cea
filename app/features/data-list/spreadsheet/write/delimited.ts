import { neutralizeFormula } from '../../../../lib/format/formula-text';
import { PROGRESS_EVERY, type Cell, type OnRowsWritten, type Row } from './types';

/** The UTF-8 byte order mark, so that Excel reads the file as UTF-8 (Thai and Chinese intact). */
export const UTF8_BOM = new Uint8Array([0xef, 0xbb, 0xbf]);

/**
 * One cell as CSV or TXT text (RFC 4180): numbers as they are; text neutralized when a spreadsheet
 * program would run it as a formula (app/lib/format/formula-text.ts), then quoted, inner quotes doubled,
 * when it holds the separator, a quote, a carriage return or a line feed.
 */
export function delimitedCell(cell: Cell, separator: string): string {
  if (cell === null) return '';
  if (typeof cell === 'number') return Number.isFinite(cell) ? String(cell) : '';
  const text = neutralizeFormula(cell);
  return text.includes(separator) || /["\r\n]/.test(text)
    ? `"${text.replaceAll('"', '""')}"`
    : text;
}

/**
 * A header row and rows as the bytes of a delimited file: a UTF-8 BOM, the rows separated by
 * `separator`, each line ended by CRLF. The text is encoded in slices so that 50,000 rows never
 * make one giant string.
 */
export function writeDelimited(
  header: readonly string[],
  rows: readonly Row[],
  separator: string,
  onProgress?: OnRowsWritten,
): Uint8Array {
  const encoder = new TextEncoder();
  const line = (row: Row) => row.map((cell) => delimitedCell(cell, separator)).join(separator);
  const chunks: Uint8Array[] = [UTF8_BOM, encoder.encode(`${line(header)}\r\n`)];
  for (let start = 0; start < rows.length; start += PROGRESS_EVERY) {
    const slice = rows.slice(start, start + PROGRESS_EVERY);
    chunks.push(encoder.encode(slice.map((row) => `${line(row)}\r\n`).join('')));
    onProgress?.(start + slice.length, rows.length);
  }
  const bytes = new Uint8Array(chunks.reduce((n, chunk) => n + chunk.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.length;
  }
  return bytes;
}

/** CSV: comma-separated (RFC 4180), CRLF, a UTF-8 BOM. */
export const writeCsv = (
  header: readonly string[],
  rows: readonly Row[],
  onProgress?: OnRowsWritten,
) => writeDelimited(header, rows, ',', onProgress);

/** TXT: tab-separated, the same quoting as CSV, CRLF, a UTF-8 BOM. */
export const writeTxt = (
  header: readonly string[],
  rows: readonly Row[],
  onProgress?: OnRowsWritten,
) => writeDelimited(header, rows, '\t', onProgress);
