// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { DataListProduct } from '../../../../api/modules/data-list/contract';
import { categoryImage, SPREADSHEET_COLUMNS, SPREADSHEET_FORMATS } from './columns';
import { readAndCheck } from './read/read-and-check';
import { writeSpreadsheet } from './write/write-spreadsheet';

const CATEGORIES = ['computers', 'fitness', 'audio'] as const;
const STATUSES = ['pending', 'on_hold', 'delivered', 'canceled'] as const;
/** Names a spreadsheet may mangle: Thai, Chinese, formula-like text, quotes, separators, lines. */
const NAMES = [
  'เก้าอี้สำนักงาน',
  '人体工学办公椅',
  '=SUM(A1:A9)',
  '+66 2 123 4567',
  '-20% clearance',
  '@reception',
  'Desk, "oak"; 120 cm',
  'Two\r\nlines',
  'Tab\tinside',
  'Plain name',
];

/** 1,000 products as the data list holds them. */
const products: DataListProduct[] = Array.from({ length: 1000 }, (_, index) => {
  const category = CATEGORIES[index % 3]!;
  return {
    id: index + 1,
    name: `${NAMES[index % NAMES.length]} ${index}`,
    category,
    order_status: STATUSES[index % 4]!,
    popularity: index % 101,
    price: index % 7 === 0 ? index * 1000 + 0.25 : index / 8,
    img: index % 2 ? categoryImage(category) : `/api/data-list/products/${index + 1}/image?v=3`,
  };
});

describe('an export imports back unchanged', () => {
  it.each(SPREADSHEET_FORMATS)(
    '1,000 rows to %s and back',
    async (format) => {
      const rows = products.map((product) => SPREADSHEET_COLUMNS.map((column) => product[column]));
      const bytes = await writeSpreadsheet(format, SPREADSHEET_COLUMNS, rows);
      const reading = await readAndCheck(
        new Blob([bytes as Uint8Array<ArrayBuffer>]),
        `export.${format}`,
      );
      expect(reading.headers).toEqual([...SPREADSHEET_COLUMNS]);
      expect(reading.missing).toEqual([]);
      expect(reading.invalidCount).toBe(0);
      expect(reading.valid.map((row) => row.rowNumber)).toEqual(
        products.map((_, index) => index + 2),
      );
      expect(reading.valid.map((row) => row.item)).toEqual(
        products.map(({ id: _id, ...item }) => item),
      );
    },
    30_000,
  );
});
