import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { displayWidth, MAX_COLUMN_WIDTH, MIN_COLUMN_WIDTH } from './column-width';
import { sheetNameOf, writeXlsx } from './xlsx';

async function readBack(bytes: Uint8Array) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
  return workbook.worksheets[0];
}

const header = ['id', 'name', 'price'];

describe('xlsx', () => {
  it('writes text as text and numbers as numbers, the header bold and frozen', async () => {
    const sheet = await readBack(
      await writeXlsx(header, [
        [1, 'Pallet strap', 12.5],
        [2, '00123', 0],
      ]),
    );
    expect(sheet.getRow(1).values).toEqual([undefined, 'id', 'name', 'price']);
    expect(sheet.getCell('A1').font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.getCell('A2').type).toBe(ExcelJS.ValueType.Number);
    expect(sheet.getCell('C2').value).toBe(12.5);
    expect(sheet.getCell('B2').type).toBe(ExcelJS.ValueType.String);
    // text that looks like a number stays text
    expect(sheet.getCell('B3').value).toBe('00123');
    expect(sheet.getCell('B3').type).toBe(ExcelJS.ValueType.String);
    expect(sheet.rowCount).toBe(3);
  });

  it.each(['=SUM(A1:A9)', '+1+1', '-2+3', '@cmd', '\tTAB', '=HYPERLINK("http://x","y")'])(
    'writes the formula-like text %j as a string cell, unchanged',
    async (text) => {
      const sheet = await readBack(await writeXlsx(['name'], [[text]]));
      expect(sheet.getCell('A2').type).toBe(ExcelJS.ValueType.String);
      expect(sheet.getCell('A2').value).toBe(text);
    },
  );

  it('keeps Thai and Chinese text intact, and null as an empty cell', async () => {
    const sheet = await readBack(
      await writeXlsx(header, [
        [1, 'ตู้คอนเทนเนอร์ 20 ฟุต', null],
        [2, '集装箱托盘', 3],
      ]),
    );
    expect(sheet.getCell('B2').value).toBe('ตู้คอนเทนเนอร์ 20 ฟุต');
    expect(sheet.getCell('B3').value).toBe('集装箱托盘');
    expect(sheet.getCell('C2').value).toBeNull();
  });

  it('sizes each column to its longest cell with auto width, capped', async () => {
    const long = 'x'.repeat(200);
    const sheet = await readBack(
      await writeXlsx(
        header,
        [
          [1, 'Pallet strap, yellow, 5 m', 12.5],
          [2, long, 1],
        ],
        {
          autoWidth: true,
        },
      ),
    );
    expect(sheet.getColumn(1).width).toBe(MIN_COLUMN_WIDTH);
    expect(sheet.getColumn(2).width).toBe(MAX_COLUMN_WIDTH);
    const narrow = await readBack(
      await writeXlsx(header, [[1, 'Pallet strap, yellow, 5 m', 12.5]], { autoWidth: true }),
    );
    expect(narrow.getColumn(2).width).toBe('Pallet strap, yellow, 5 m'.length + 2);
  });

  it('leaves the widths alone without auto width', async () => {
    const sheet = await readBack(await writeXlsx(header, [[1, 'x'.repeat(80), 1]]));
    expect(sheet.getColumn(2).width).toBeUndefined();
  });

  it('reports its progress by rows', async () => {
    const seen: number[] = [];
    await writeXlsx(
      ['n'],
      Array.from({ length: 2500 }, (_, i) => [i]),
      {
        onProgress: (written) => seen.push(written),
      },
    );
    expect(seen).toEqual([2000, 2500]);
  });

  it('names the sheet as Excel allows', () => {
    expect(sheetNameOf('data-list')).toBe('data-list');
    expect(sheetNameOf('a/b:c*?[x]')).toBe('a b c   x');
    expect(sheetNameOf('y'.repeat(40))).toHaveLength(31);
    expect(sheetNameOf('  ')).toBe('Sheet1');
  });
});

describe('displayWidth', () => {
  it('counts Chinese characters as two columns and Thai marks as none', () => {
    expect(displayWidth('abc')).toBe(3);
    expect(displayWidth('集装箱')).toBe(6);
    // ตู้ is a consonant with a vowel and a tone mark above it: one column
    expect(displayWidth('ตู้')).toBe(1);
    expect(displayWidth(1234.5)).toBe(6);
    expect(displayWidth(null)).toBe(0);
  });
});
