import type { Cell } from './types';

/** The widest an auto-sized column gets, in characters (a long name wraps nowhere; it is cut). */
export const MAX_COLUMN_WIDTH = 60;
/** The narrowest, so a short column still shows its header with room for the filter arrow. */
export const MIN_COLUMN_WIDTH = 8;

// East Asian wide and full-width characters (CJK, Hangul, full-width forms): two columns each
const WIDE =
  /[\u1100-\u115f\u2e80-\u303e\u3041-\u33ff\u3400-\u4dbf\u4e00-\u9fff\ua000-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6\u{20000}-\u{3fffd}]/u;
// combining marks (Thai vowel and tone marks above and below the line among them): no column
const MARK = /\p{M}/u;

/** How many character columns a cell's text takes in a spreadsheet (roughly, as Excel's). */
export function displayWidth(cell: Cell): number {
  if (cell === null) return 0;
  if (typeof cell === 'number') return String(cell).length;
  let width = 0;
  for (const char of cell) width += MARK.test(char) ? 0 : WIDE.test(char) ? 2 : 1;
  return width;
}

/**
 * Each column as wide as its longest cell, header included (plus a little room), within
 * MIN_COLUMN_WIDTH and MAX_COLUMN_WIDTH.
 */
export function autoColumnWidths(header: readonly string[], rows: readonly (readonly Cell[])[]) {
  const widest = header.map((text) => displayWidth(text));
  for (const row of rows) {
    for (let i = 0; i < widest.length; i++) {
      const width = displayWidth(row[i] ?? null);
      if (width > widest[i]) widest[i] = width;
    }
  }
  return widest.map((w) => Math.min(MAX_COLUMN_WIDTH, Math.max(MIN_COLUMN_WIDTH, w + 2)));
}
