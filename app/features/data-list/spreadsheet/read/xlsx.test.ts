// @vitest-environment node
import ExcelJS from 'exceljs';
import { zipSync, strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { readSpreadsheetRows } from './read-rows';
import type { CellValue, SheetRow } from './types';
import { columnIndexOf, readXlsx } from './xlsx';

async function rowsOf(blob: Blob) {
  const rows: SheetRow[] = [];
  await readXlsx(blob, { onRow: (rowNumber, cells) => void rows.push({ rowNumber, cells }) });
  return rows;
}

/** An .xlsx made by exceljs (Node), as a Blob. */
async function workbookBlob(fill: (workbook: ExcelJS.Workbook) => void) {
  const workbook = new ExcelJS.Workbook();
  fill(workbook);
  return new Blob([await workbook.xlsx.writeBuffer()]);
}

/** A minimal .xlsx by hand: inline strings and parts exceljs does not write. */
function handMadeXlsx(sheetXml: string, sharedStrings?: string) {
  const files: Record<string, Uint8Array> = {
    '[Content_Types].xml': strToU8('<Types/>'),
    'xl/workbook.xml': strToU8(
      '<workbook xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="First" sheetId="2" r:id="rId7"/><sheet name="Second" sheetId="1" r:id="rId1"/></sheets></workbook>',
    ),
    'xl/_rels/workbook.xml.rels': strToU8(
      '<Relationships><Relationship Id="rId1" Target="worksheets/sheet1.xml"/><Relationship Id="rId7" Target="/xl/worksheets/first.xml"/></Relationships>',
    ),
    'xl/worksheets/sheet1.xml': strToU8(
      '<worksheet><sheetData><row r="1"><c r="A1"><v>9</v></c></row></sheetData></worksheet>',
    ),
    'xl/worksheets/first.xml': strToU8(sheetXml),
  };
  if (sharedStrings) files['xl/sharedStrings.xml'] = strToU8(sharedStrings);
  return new Blob([zipSync(files)]);
}

describe('the xlsx reader', () => {
  it('names columns from cell references', () => {
    expect(['A1', 'C17', 'Z2', 'AA3', 'AZ1', 'XFD9'].map(columnIndexOf)).toEqual([
      0, 2, 25, 26, 51, 16383,
    ]);
  });

  it('reads the first sheet of a file made by exceljs: shared strings, numbers, gaps, Thai and Chinese', async () => {
    const blob = await workbookBlob((workbook) => {
      const sheet = workbook.addWorksheet('Products');
      sheet.addRow(['name', 'price', 'category']);
      sheet.addRow(['เก้าอี้ & <โต๊ะ>', 12.5, 'computers']);
      sheet.addRow(['办公桌', -3, null]);
      sheet.getCell('A5').value = 'after a blank row';
      sheet.getCell('C5').value = true;
      sheet.getCell('B6').value = {
        richText: [{ text: 'rich ' }, { text: 'text', font: { bold: true } }],
      };
      workbook.addWorksheet('Other').addRow(['not read']);
    });
    const rows: CellValue[][] = (await rowsOf(blob)).map((row) => [row.rowNumber, ...row.cells]);
    expect(rows).toEqual([
      [1, 'name', 'price', 'category'],
      [2, 'เก้าอี้ & <โต๊ะ>', 12.5, 'computers'],
      [3, '办公桌', -3],
      [5, 'after a blank row', null, true],
      [6, null, 'rich text'],
    ]);
  });

  it('reads inline strings, formula results, errors and the sheet the workbook names first', async () => {
    const blob = handMadeXlsx(
      `<?xml version="1.0"?><x:worksheet xmlns:x="main"><x:sheetData>
        <x:row r="1"><x:c r="A1" t="inlineStr"><x:is><x:t>na&amp;me</x:t></x:is></x:c><x:c r="C1" t="s"><x:v>1</x:v></x:c></x:row>
        <x:row r="2"><x:c r="A2" t="str"><x:f>A1</x:f><x:v>computed</x:v></x:c><x:c r="B2" t="e"><x:v>#DIV/0!</x:v></x:c><x:c r="C2"><x:v>1e3</x:v></x:c><x:c r="D2" t="inlineStr"><x:is><x:r><x:t xml:space="preserve">two </x:t></x:r><x:r><x:t>runs</x:t></x:r></x:is></x:c></x:row>
      </x:sheetData></x:worksheet>`,
      '<sst><si><t>zero</t></si><si><r><t>sha</t></r><r><t>red</t></r><rPh><t>phonetic</t></rPh></si></sst>',
    );
    expect(await rowsOf(blob)).toEqual([
      { rowNumber: 1, cells: ['na&me', null, 'shared'] },
      { rowNumber: 2, cells: ['computed', '#DIV/0!', 1000, 'two runs'] },
    ]);
  });

  it('refuses a file that is not a zip, and a zip that is not a workbook', async () => {
    await expect(rowsOf(new Blob(['name,price\nA,1\n']))).rejects.toMatchObject({
      reason: 'notSpreadsheet',
    });
    const zip = new Blob([zipSync({ 'readme.txt': strToU8('hello') })]);
    await expect(rowsOf(zip)).rejects.toMatchObject({ reason: 'notSpreadsheet' });
    await expect(
      readSpreadsheetRows(new Blob(['just text']), 'renamed.xlsx'),
    ).rejects.toMatchObject({ reason: 'notSpreadsheet' });
  });

  it('refuses a workbook with a header row and no data rows', async () => {
    const blob = await workbookBlob((workbook) => workbook.addWorksheet('x').addRow(['name']));
    await expect(readSpreadsheetRows(blob, 'x.xlsx')).rejects.toMatchObject({ reason: 'noRows' });
  });

  it('reports the share of bytes read, up to 1', async () => {
    const blob = await workbookBlob((workbook) => {
      const sheet = workbook.addWorksheet('x');
      sheet.addRow(['name']);
      for (let index = 0; index < 2000; index += 1) sheet.addRow([`row ${index}`]);
    });
    const fractions: number[] = [];
    const result = await readSpreadsheetRows(blob, 'x.xlsx', {
      onProgress: (fraction) => void fractions.push(fraction),
    });
    expect(result.rowCount).toBe(2000);
    expect(fractions.at(-1)).toBeCloseTo(1);
    expect(fractions).toEqual([...fractions].sort((a, b) => a - b));
  });
});
