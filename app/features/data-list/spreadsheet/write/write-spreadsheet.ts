import type { SpreadsheetFormat } from '../columns';
import { writeCsv, writeTxt } from './delimited';
import type { OnRowsWritten, Row } from './types';
import { writeXlsx } from './xlsx';

export interface WriteOptions {
  autoWidth?: boolean;
  sheetName?: string;
  onProgress?: OnRowsWritten;
}

/** A header row and rows as the bytes of a file of the format (loads exceljs: worker and tests). */
export async function writeSpreadsheet(
  format: SpreadsheetFormat,
  header: readonly string[],
  rows: readonly Row[],
  { autoWidth, sheetName, onProgress }: WriteOptions = {},
): Promise<Uint8Array> {
  switch (format) {
    case 'csv':
      return writeCsv(header, rows, onProgress);
    case 'txt':
      return writeTxt(header, rows, onProgress);
    case 'xlsx':
      return writeXlsx(header, rows, { autoWidth, sheetName, onProgress });
  }
}
