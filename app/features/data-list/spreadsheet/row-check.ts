import {
  dataListProductInputSchema,
  type DataListProductInput,
} from '../../../../api/modules/data-list/contract';
import type { ErrorCode } from '../../../../api/contract/errors';
import { fieldIssuesOf } from '../../../../api/contract/field-issues';
import { categoryImage, matchHeaders, type HeaderMatch, type SpreadsheetColumn } from './columns';
import type { CellValue } from './read/types';

/**
 * The checks of one spreadsheet row against the data list's product rules: the contract's
 * schema (dataListProductInputSchema) through fieldIssuesOf, so the screen and the server's
 * import (POST /api/data-list/imports) say the same (docs/decisions/0061).
 */

/** A row's problem: the column as its header is written, and the code of the problem. */
export interface RowIssue {
  column: string;
  /** the contract's code, or notANumber for a number column holding text */
  code: ErrorCode | 'notANumber';
  limit?: number;
}

export type RowCheck = { ok: true; item: DataListProductInput } | { ok: false; issues: RowIssue[] };

const NUMBER_COLUMNS = ['popularity', 'price'] as const;
const NUMBER_TEXT = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;

/** A number cell: a number as it is, text that is a number ("12.5", " 12.5 "), or a problem. */
function numberOf(cell: CellValue): number | undefined | 'notANumber' {
  if (typeof cell === 'number') return cell;
  if (cell === null) return undefined;
  if (typeof cell === 'boolean') return 'notANumber';
  const text = cell.trim();
  if (text === '') return undefined;
  return NUMBER_TEXT.test(text) ? Number(text) : 'notANumber';
}

const textOf = (cell: CellValue | undefined) =>
  cell === null || cell === undefined ? '' : String(cell);

export interface RowChecker {
  match: HeaderMatch;
  check(cells: readonly CellValue[]): RowCheck;
}

/** The checker of a file's rows, from its header row (matched by name in any order and case). */
export function rowCheckerFor(headers: readonly string[]): RowChecker {
  const match = matchHeaders(headers);
  const cellOf = (cells: readonly CellValue[], column: SpreadsheetColumn) => {
    const index = match.indexOf[column];
    return index === undefined ? undefined : cells[index];
  };
  const headerOf = (column: string) => {
    const index = match.indexOf[column as SpreadsheetColumn];
    return index === undefined ? column : headers[index] || column;
  };

  function check(cells: readonly CellValue[]): RowCheck {
    const issues: RowIssue[] = [];
    const category = textOf(cellOf(cells, 'category')).trim();
    const image = textOf(cellOf(cells, 'img')).trim();
    const input: Record<string, unknown> = {
      name: textOf(cellOf(cells, 'name')),
      category,
      order_status: textOf(cellOf(cells, 'order_status')).trim(),
      img: image || categoryImage(category as DataListProductInput['category']),
    };
    for (const column of NUMBER_COLUMNS) {
      const value = numberOf(cellOf(cells, column) ?? null);
      if (value === 'notANumber') issues.push({ column: headerOf(column), code: 'notANumber' });
      else input[column] = value;
    }
    const parsed = dataListProductInputSchema.safeParse(input);
    if (parsed.success && issues.length === 0) return { ok: true, item: parsed.data };
    if (!parsed.success) {
      for (const issue of fieldIssuesOf(parsed.error, input)) {
        const column = issue.field.split('.')[0]!;
        // a number column already named as "must be a number" is not named twice
        if (issues.some((known) => known.column === headerOf(column))) continue;
        issues.push({ column: headerOf(column), code: issue.code, limit: issue.limit });
      }
    }
    // in the order of the file's columns
    const position = (issue: RowIssue) => headers.indexOf(issue.column);
    return { ok: false, issues: issues.sort((a, b) => position(a) - position(b)) };
  }

  return { match, check };
}
