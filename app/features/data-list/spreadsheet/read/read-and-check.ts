import type { DataListProductInput } from '../../../../../api/modules/data-list/contract';
import { rowCheckerFor, type RowChecker, type RowIssue } from '../row-check';
import { readSpreadsheetRows, type ReadOptions } from './read-rows';
import type { CellValue } from './types';

/** A row read, with its problems when it breaks a rule. */
export interface ReadRow {
  rowNumber: number;
  cells: CellValue[];
  issues?: RowIssue[];
}

/** What the import screen gets from a file: every row read, the valid ones as items. */
export interface SpreadsheetReading {
  headers: string[];
  /** the required columns no header names (nothing can be imported then) */
  missing: string[];
  rows: ReadRow[];
  /** the valid rows as the items the import sends, with their row numbers */
  valid: { rowNumber: number; item: DataListProductInput }[];
  invalidCount: number;
}

/**
 * Reads a spreadsheet and checks each row as it comes (in the Web Worker: 50,000 rows never
 * block the page). With a required column missing no row is checked: the missing column is the
 * one problem named.
 */
export async function readAndCheck(
  file: Blob,
  fileName: string,
  options: Omit<ReadOptions, 'onRow'> = {},
): Promise<SpreadsheetReading> {
  const rows: ReadRow[] = [];
  const valid: SpreadsheetReading['valid'] = [];
  let checker: RowChecker | undefined;
  let invalidCount = 0;
  const { headers } = await readSpreadsheetRows(file, fileName, {
    ...options,
    onRow(row, headerRow) {
      checker ??= rowCheckerFor(headerRow);
      if (checker.match.missing.length > 0) {
        rows.push(row);
        return;
      }
      const result = checker.check(row.cells);
      if (result.ok) {
        rows.push(row);
        valid.push({ rowNumber: row.rowNumber, item: result.item });
      } else {
        invalidCount += 1;
        rows.push({ ...row, issues: result.issues });
      }
    },
  });
  const missing = checker?.match.missing ?? rowCheckerFor(headers).match.missing;
  return { headers, missing, rows, valid, invalidCount };
}
