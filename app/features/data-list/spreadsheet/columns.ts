import type { DataListProduct } from '../../../../api/modules/data-list/contract';

/**
 * The columns of a data-list spreadsheet, in the order an export writes them. The header of each
 * is the product's field name, so that an exported file imports back as it is; an import matches
 * headers by name in any order and case (headerKeyOf).
 */
export const SPREADSHEET_COLUMNS = [
  'id',
  'name',
  'category',
  'order_status',
  'popularity',
  'price',
  'img',
] as const satisfies readonly (keyof DataListProduct)[];
export type SpreadsheetColumn = (typeof SPREADSHEET_COLUMNS)[number];

/**
 * The columns an import needs. `id` is read but not kept (an imported row gets a new id, as a new
 * item does); without `img` a row gets its category's picture.
 */
export const REQUIRED_IMPORT_COLUMNS = [
  'name',
  'category',
  'order_status',
  'popularity',
  'price',
] as const satisfies readonly SpreadsheetColumn[];

/** The three formats a data list is exported to and imported from (txt: tab-separated). */
export const SPREADSHEET_FORMATS = ['xlsx', 'csv', 'txt'] as const;
export type SpreadsheetFormat = (typeof SPREADSHEET_FORMATS)[number];

/** A header as a person may write it: any case, spaces or hyphens for underscores. */
const normalized = (header: string) =>
  header
    .normalize('NFKC')
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

/** The column a header names ("Order Status" is order_status), or undefined. */
export function headerKeyOf(header: string): SpreadsheetColumn | undefined {
  const key = normalized(header);
  return (SPREADSHEET_COLUMNS as readonly string[]).includes(key)
    ? (key as SpreadsheetColumn)
    : undefined;
}

export interface HeaderMatch {
  /** for each known column, the index of its cell in a row (the first header naming it) */
  indexOf: Partial<Record<SpreadsheetColumn, number>>;
  /** the required columns no header names, in the order of REQUIRED_IMPORT_COLUMNS */
  missing: SpreadsheetColumn[];
}

/** Matches a file's header row to the columns. */
export function matchHeaders(headers: readonly string[]): HeaderMatch {
  const indexOf: HeaderMatch['indexOf'] = {};
  headers.forEach((header, index) => {
    const key = headerKeyOf(header);
    if (key && indexOf[key] === undefined) indexOf[key] = index;
  });
  const missing = REQUIRED_IMPORT_COLUMNS.filter((key) => indexOf[key] === undefined);
  return { indexOf, missing };
}

/** The picture of a row that names none: its category's illustration, as the sample items have. */
export const categoryImage = (category: DataListProduct['category']) =>
  `/images/data-list/${category}.svg`;
