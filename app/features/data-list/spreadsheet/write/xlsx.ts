import ExcelJS from 'exceljs';
import { autoColumnWidths } from './column-width';
import { PROGRESS_EVERY, type OnRowsWritten, type Row } from './types';

export interface XlsxOptions {
  /** each column as wide as its longest cell (capped) */
  autoWidth?: boolean;
  /** the worksheet's name (cut to Excel's 31 characters, without the characters it refuses) */
  sheetName?: string;
  onProgress?: OnRowsWritten;
}

/** A name Excel accepts for a sheet: no `[ ] : * ? / \`, 1 to 31 characters. */
export function sheetNameOf(name: string | undefined): string {
  const clean = (name ?? '')
    .replace(/[[\]:*?/\\]/g, ' ')
    .trim()
    .slice(0, 31)
    .trim();
  return clean || 'Sheet1';
}

/**
 * A header row and rows as an .xlsx file (exceljs). Text is written as text (a string cell, never
 * a formula, whatever it starts with), numbers as numbers, an empty cell for null. The header row
 * is bold and frozen. This module loads exceljs: only the export's Web Worker and tests import it.
 */
export async function writeXlsx(
  header: readonly string[],
  rows: readonly Row[],
  { autoWidth = false, sheetName, onProgress }: XlsxOptions = {},
): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetNameOf(sheetName), {
    views: [{ state: 'frozen', xSplit: 0, ySplit: 1 }],
  });
  sheet.addRow([...header]).font = { bold: true };
  for (let start = 0; start < rows.length; start += PROGRESS_EVERY) {
    const end = Math.min(rows.length, start + PROGRESS_EVERY);
    // exceljs reads a string value as a string cell: '=1+1' stays text, never becomes a formula
    for (let i = start; i < end; i++) sheet.addRow([...rows[i]]);
    onProgress?.(end, rows.length);
  }
  if (autoWidth) {
    autoColumnWidths(header, rows).forEach((width, i) => {
      sheet.getColumn(i + 1).width = width;
    });
  }
  const buffer = await workbook.xlsx.writeBuffer();
  return new Uint8Array(buffer as ArrayBuffer);
}
