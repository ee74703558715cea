// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createCsvParser, readCsv, restoreFormulaText } from './csv';
import { readSpreadsheetRows } from './read-rows';
import type { CellValue } from './types';

/** Every record of a text, fed in chunks of `size` characters. */
function parse(text: string, delimiter: ',' | ';' | '\t' | 'auto' = 'auto', size = 3) {
  const records: string[][] = [];
  const parser = createCsvParser(delimiter, (fields) => void records.push(fields));
  for (let index = 0; index < text.length; index += size)
    parser.push(text.slice(index, index + size));
  parser.end();
  return records;
}

async function rowsOf(blob: Blob, delimiter: '\t' | 'auto' = 'auto') {
  const rows: { rowNumber: number; cells: CellValue[] }[] = [];
  await readCsv(blob, delimiter, {
    onRow: (rowNumber, cells) => void rows.push({ rowNumber, cells }),
  });
  return rows;
}

describe('the CSV parser', () => {
  it('reads quotes, doubled quotes, line breaks inside quotes and CRLF, in any chunks', () => {
    const text = 'name,price\r\n"Desk, oak","12.5"\r\n"He said ""hi""",3\r\n"two\r\nlines",4\r\n';
    const expected = [
      ['name', 'price'],
      ['Desk, oak', '12.5'],
      ['He said "hi"', '3'],
      ['two\r\nlines', '4'],
    ];
    for (const size of [1, 2, 5, 1000]) expect(parse(text, 'auto', size)).toEqual(expected);
  });

  it('takes semicolons when the header row has semicolons and no commas', () => {
    expect(parse('name;price\nA,b;1,5\n')).toEqual([
      ['name', 'price'],
      ['A,b', '1,5'],
    ]);
    expect(parse('name,price;x\nA;b,1\n')).toEqual([
      ['name', 'price;x'],
      ['A;b', '1'],
    ]);
  });

  it('reads tabs for .txt, a last line without a line break, and empty fields', () => {
    expect(parse('a\tb\tc\n1\t\t"x"', '\t')).toEqual([
      ['a', 'b', 'c'],
      ['1', '', 'x'],
    ]);
  });

  it('drops the BOM and reads Thai and Chinese text split across chunks of bytes', async () => {
    const text = '\uFEFFname,category\nเก้าอี้สำนักงาน,computers\n办公桌,fitness\n';
    const bytes = new TextEncoder().encode(text);
    // one byte per chunk: every multi-byte character is split
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const byte of bytes) controller.enqueue(new Uint8Array([byte]));
        controller.close();
      },
    });
    const blob = { size: bytes.length, stream: () => stream } as unknown as Blob;
    expect(await rowsOf(blob)).toEqual([
      { rowNumber: 1, cells: ['name', 'category'] },
      { rowNumber: 2, cells: ['เก้าอี้สำนักงาน', 'computers'] },
      { rowNumber: 3, cells: ['办公桌', 'fitness'] },
    ]);
  });

  it("takes the export's quote off formula-like text only", () => {
    expect(restoreFormulaText("'=SUM(A1)")).toBe('=SUM(A1)');
    expect(restoreFormulaText("'-5")).toBe('-5');
    expect(restoreFormulaText("'@x")).toBe('@x');
    expect(restoreFormulaText("'quoted'")).toBe("'quoted'");
    expect(restoreFormulaText("'")).toBe("'");
  });

  it('refuses bytes that are not UTF-8 text, and NUL bytes', async () => {
    const latin1 = new Blob([new Uint8Array([0x6e, 0x61, 0x6d, 0xe9, 0x0a])]);
    await expect(rowsOf(latin1)).rejects.toMatchObject({ reason: 'notSpreadsheet' });
    const binary = new Blob([new Uint8Array([0x6e, 0x00, 0x61])]);
    await expect(rowsOf(binary)).rejects.toMatchObject({ reason: 'notSpreadsheet' });
  });
});

describe('reading a spreadsheet file', () => {
  it('leaves out blank rows and keeps the row numbers a spreadsheet program shows', async () => {
    const rows: number[] = [];
    const result = await readSpreadsheetRows(
      new Blob(['\n name ,price\n\nA,1\n,\nB,2\n']),
      'x.csv',
      {
        onRow: (row) => void rows.push(row.rowNumber),
      },
    );
    expect(result).toEqual({ headers: ['name', 'price'], rowCount: 2 });
    expect(rows).toEqual([4, 6]);
  });

  it('refuses an unknown extension, an empty file, a header without rows, a file too big', async () => {
    await expect(readSpreadsheetRows(new Blob(['a\n1']), 'x.pdf')).rejects.toMatchObject({
      reason: 'notSpreadsheet',
    });
    await expect(readSpreadsheetRows(new Blob([]), 'x.csv')).rejects.toMatchObject({
      reason: 'empty',
    });
    await expect(readSpreadsheetRows(new Blob(['\n\n']), 'x.csv')).rejects.toMatchObject({
      reason: 'empty',
    });
    await expect(readSpreadsheetRows(new Blob(['name,price\n']), 'x.csv')).rejects.toMatchObject({
      reason: 'noRows',
    });
    await expect(
      readSpreadsheetRows(new Blob(['name\n', 'x'.repeat(100)]), 'x.csv', { maxBytes: 50 }),
    ).rejects.toMatchObject({ reason: 'tooLarge' });
  });

  it('refuses 100,001 data rows as soon as the row over the limit is read', async () => {
    const lines = ['name,price'];
    for (let index = 1; index <= 100_001; index += 1) lines.push(`Item ${index},${index}`);
    // more after the limit: reading must stop at row 100,001 and never get there
    lines.push('x,'.repeat(10));
    let last = 0;
    await expect(
      readSpreadsheetRows(new Blob([lines.join('\n')]), 'big.csv', {
        onRow: (row) => void (last = row.rowNumber),
      }),
    ).rejects.toMatchObject({ reason: 'tooManyRows' });
    expect(last).toBe(100_001); // the header is row 1: 100,000 data rows went through
    const exactly = lines.slice(0, 100_001).join('\n');
    expect((await readSpreadsheetRows(new Blob([exactly]), 'ok.csv')).rowCount).toBe(100_000);
  });
});
