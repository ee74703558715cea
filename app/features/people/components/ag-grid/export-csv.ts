import type { GridApi, ProcessCellForExportParams } from 'ag-grid-community';
import { neutralizeFormula } from '../../../../lib/format/formula-text';

/**
 * A cell as the CSV holds it: the text the grid shows (a role or status in the reader's
 * language), with text that a spreadsheet program would run as a formula made safe
 * (app/lib/format/formula-text.ts).
 */
export const csvCell = (params: ProcessCellForExportParams) => {
  const value: unknown = params.value;
  if (value === null || value === undefined) return '';
  return neutralizeFormula(params.formatValue(value));
};

/** Downloads people.csv: the selected rows when some are selected, else every filtered row. */
export function exportPeopleCsv(api: GridApi) {
  api.exportDataAsCsv({
    fileName: 'people.csv',
    onlySelectedAllPages: api.getSelectedNodes().length > 0,
    processCellCallback: csvCell,
    processHeaderCallback: (params) =>
      neutralizeFormula(params.column.getColDef().headerName ?? params.column.getColId()),
  });
}
