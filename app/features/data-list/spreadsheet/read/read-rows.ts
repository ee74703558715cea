import {
  DATA_LIST_IMPORT_MAX_FILE_BYTES,
  DATA_LIST_IMPORT_MAX_ROWS,
} from '../../../../../api/modules/data-list/contract';
import { readCsv } from './csv';
import { SpreadsheetReadError, type CellValue, type SheetRow } from './types';
import { readXlsx } from './xlsx';

/** The kinds of file read, by extension: .xlsx, .csv, and .txt (tab-separated, as exported). */
export type ReadableKind = 'xlsx' | 'csv' | 'txt';

export function readableKindOf(fileName: string): ReadableKind | undefined {
  const extension = /\.([^.]+)$/.exec(fileName)?.[1]?.toLowerCase();
  return extension === 'xlsx' || extension === 'csv' || extension === 'txt' ? extension : undefined;
}

const isBlank = (cell: CellValue) =>
  cell === null || (typeof cell === 'string' && cell.trim() === '');

export interface ReadOptions {
  /** 0 to 1: the share of the file's bytes read */
  onProgress?: (fraction: number) => void;
  /** each data row as it is read (the header row is not one) */
  onRow?: (row: SheetRow, headers: readonly string[]) => void;
  signal?: AbortSignal;
  /** the limits (the contract's, smaller in tests) */
  maxBytes?: number;
  maxRows?: number;
}

export interface ReadResult {
  headers: string[];
  /** the number of data rows read (blank rows are left out) */
  rowCount: number;
}

/**
 * Reads the first sheet of a spreadsheet file: the first row with a value is the header, blank
 * rows are left out, every other row goes to `onRow`. Refuses (SpreadsheetReadError) a file that
 * is not a spreadsheet, too big, empty, or with more rows than the limit: that one as soon as the
 * row over the limit is seen, and reading stops there.
 */
export async function readSpreadsheetRows(
  file: Blob,
  fileName: string,
  options: ReadOptions = {},
): Promise<ReadResult> {
  const maxBytes = options.maxBytes ?? DATA_LIST_IMPORT_MAX_FILE_BYTES;
  const maxRows = options.maxRows ?? DATA_LIST_IMPORT_MAX_ROWS;
  const kind = readableKindOf(fileName);
  if (!kind) throw new SpreadsheetReadError('notSpreadsheet');
  if (file.size > maxBytes) throw new SpreadsheetReadError('tooLarge');
  if (file.size === 0) throw new SpreadsheetReadError('empty');

  let headers: string[] | undefined;
  let rowCount = 0;
  let tooMany = false;
  const sink = {
    signal: options.signal,
    onBytes: options.onProgress,
    onRow(rowNumber: number, cells: CellValue[]) {
      if (cells.every(isBlank)) return true;
      if (!headers) {
        headers = cells.map((cell) => (cell === null ? '' : String(cell).trim()));
        return true;
      }
      rowCount += 1;
      if (rowCount > maxRows) {
        tooMany = true;
        return false;
      }
      options.onRow?.({ rowNumber, cells }, headers);
      return true;
    },
  };
  if (kind === 'xlsx') await readXlsx(file, sink);
  else await readCsv(file, kind === 'txt' ? '\t' : 'auto', sink);

  if (tooMany) throw new SpreadsheetReadError('tooManyRows');
  if (!headers) throw new SpreadsheetReadError('empty');
  if (rowCount === 0) throw new SpreadsheetReadError('noRows');
  return { headers, rowCount };
}
