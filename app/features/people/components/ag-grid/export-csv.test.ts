import type { ProcessCellForExportParams } from 'ag-grid-community';
import { describe, expect, it } from 'vitest';
import { csvCell } from './export-csv';

/** A cell as AG Grid hands it to the export, with the column's formatter. */
const cell = (value: unknown, format: (v: unknown) => string = String) =>
  ({ value, formatValue: format }) as unknown as ProcessCellForExportParams;

describe('csvCell', () => {
  it('writes the text the grid shows (a role in the reader\u2019s language)', () => {
    expect(csvCell(cell('admin', (v) => (v === 'admin' ? 'Administrator' : String(v))))).toBe(
      'Administrator',
    );
  });

  it.each(['=HYPERLINK("http://x")', '+1+1', '-2', '@cmd', '\tTab', '\rCR'])(
    'makes %j safe for a spreadsheet program',
    (text) => expect(csvCell(cell(text))).toBe(`'${text}`),
  );

  it('writes an empty cell for no value', () => {
    expect(csvCell(cell(null))).toBe('');
    expect(csvCell(cell(undefined))).toBe('');
  });
});
