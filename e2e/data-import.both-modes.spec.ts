/**
 * The data list's import (/import-export/import), in both modes: a spreadsheet made here with
 * exceljs, 20 rows of which 3 are wrong, read in the page's Web Worker; the three named by row and
 * column, the 17 others imported once confirmed and found in the data list. Refused files (not a
 * spreadsheet, empty, a required column missing) import nothing. The data list is shared: every
 * product here is named with a token of the test's own.
 */
import type { Page, TestInfo } from '@playwright/test';
import { test } from './support/test';
import ExcelJS from 'exceljs';
import { writeFile } from 'node:fs/promises';
import { demo, expect, isBrowserMode, signInWithForm } from './auth-helpers';
import { seriousViolations } from './support/axe';
import { callApi } from './support/call-api';
import { newToken, rows, search } from './support/data-list';
import { signIn, watchConsole } from './support/spine';

const IMPORT = '/import-export/import';

async function openImport(page: Page, info: TestInfo) {
  if (isBrowserMode(info)) await signInWithForm(page, demo.admin, { to: IMPORT });
  else {
    await signIn(page.context(), 'admin', info.project.use.baseURL!);
    await page.goto(IMPORT);
  }
  await expect(page.getByTestId('import-screen')).toBeVisible();
}

/** Chooses a file through the drop zone's file input. */
async function choose(page: Page, path: string) {
  await page.getByTestId('import-file-input').setInputFiles(path);
}

const itemName = (token: string, index: number) =>
  `${token} item ${String(index + 1).padStart(2, '0')}`;

/** 20 rows, the headers in another order and case; rows 6, 12 and 18 are wrong. */
async function twentyRows(info: TestInfo, token: string) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Products');
  sheet.addRow(['Price', 'NAME', 'category', 'Order Status', 'popularity']);
  for (let index = 0; index < 20; index += 1) {
    const row = sheet.addRow([
      10 + index,
      itemName(token, index),
      ['computers', 'fitness', 'audio'][index % 3],
      'pending',
      50,
    ]);
    const rowNumber = index + 2;
    if (rowNumber === 6) row.getCell(1).value = 'cheap';
    if (rowNumber === 12) row.getCell(3).value = 'toys';
    if (rowNumber === 18) row.getCell(2).value = '';
  }
  const path = info.outputPath('twenty-rows.xlsx');
  await workbook.xlsx.writeFile(path);
  return path;
}

/** The names of the data list's products holding the token (through the API). */
async function namesWith(page: Page, token: string) {
  const { status, data } = await callApi<{ name: string }[]>(
    page,
    'GET',
    '/api/data-list/products',
  );
  expect(status).toBe(200);
  return data.map((product) => product.name).filter((name) => name.includes(token));
}

test(
  'an xlsx of 20 rows with 3 wrong: the three named, the 17 others imported once confirmed',
  { tag: '@browser-mode' },
  async ({ page }, info) => {
    test.setTimeout(90_000);
    const errors = watchConsole(page);
    const token = newToken(info);
    const file = await twentyRows(info, token);
    await openImport(page, info);
    await choose(page, file);

    await expect(page.getByTestId('import-summary')).toBeVisible();
    await expect(page.getByTestId('import-valid-count')).toHaveText('17');
    await expect(page.getByTestId('import-invalid-count')).toHaveText('3');
    const issues = page.getByTestId('import-issues').getByRole('listitem');
    await expect(issues).toHaveText([
      'Row 6, Price: must be a number',
      'Row 12, category: must be one of computers, fitness, audio',
      'Row 18, NAME: must not be empty',
    ]);

    // the preview: the rows with problems only, then a search
    const preview = page.getByTestId('import-preview');
    await preview.getByText('With problems', { exact: true }).click();
    await expect(preview.locator('tbody tr')).toHaveCount(3);
    await expect(preview.locator('tbody tr').first()).toHaveAttribute('data-row', '6');
    await preview.getByText('All', { exact: true }).click();
    await preview.getByLabel('Search the rows').fill(itemName(token, 19));
    await expect(preview.locator('tbody tr')).toHaveCount(1);
    await expect(preview.locator('tbody tr')).toHaveAttribute('data-row', '21');

    expect(await seriousViolations(page)).toEqual([]);

    // nothing is imported until the person agrees to leave the three out
    await page.getByRole('button', { name: 'Import 17 valid rows' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('17 rows will be imported and 3 left out');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    expect(await namesWith(page, token)).toEqual([]);
    await page.getByRole('button', { name: 'Import 17 valid rows' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Import', exact: true }).click();
    await expect(page.getByTestId('import-success')).toContainText(
      '17 products were added to the data list.',
    );

    const imported = await namesWith(page, token);
    expect(imported).toHaveLength(17);
    // the wrong rows' products are not there (row 6: item 05, row 12: item 11)
    expect(imported).not.toContain(itemName(token, 4));
    expect(imported).not.toContain(itemName(token, 10));

    // the data list shows them (in the app: browser mode's back end lives in the page)
    await page.getByRole('link', { name: 'Open the data list' }).click();
    await expect(page.getByTestId('data-list-screen')).toBeVisible();
    for (const index of [0, 19]) {
      await search(page, itemName(token, index));
      await expect(rows(page)).toHaveCount(1);
      await expect(rows(page)).toContainText(itemName(token, index));
    }
    await search(page, itemName(token, 4));
    await expect(rows(page)).toHaveCount(0);
    expect(errors).toEqual([]);
  },
);

test('a text file named .xlsx, an empty file and a missing column: each named, nothing imported', async ({
  page,
}, info) => {
  test.setTimeout(90_000);
  const token = newToken(info);
  await openImport(page, info);

  const notXlsx = info.outputPath('not-a-workbook.xlsx');
  await writeFile(
    notXlsx,
    `name,category,order_status,popularity,price\n${token} a,audio,pending,1,2\n`,
  );
  await choose(page, notXlsx);
  const refused = page.getByTestId('import-refused');
  await expect(refused).toHaveAttribute('data-reason', 'notSpreadsheet');
  await expect(refused).toContainText('not-a-workbook.xlsx cannot be imported');
  await expect(refused).toContainText('This file is not a spreadsheet.');
  await expect(refused).toContainText('Nothing was imported.');

  const empty = info.outputPath('empty.csv');
  await writeFile(empty, '');
  await choose(page, empty);
  await expect(refused).toHaveAttribute('data-reason', 'empty');
  await expect(refused).toContainText('This file is empty: it has no header row.');

  const noPrice = info.outputPath('no-price.csv');
  await writeFile(noPrice, `name;category;order_status;popularity\n${token} b;audio;pending;1\n`);
  await choose(page, noPrice);
  await expect(page.getByTestId('import-missing')).toContainText(
    'The header row has no column price.',
  );
  await expect(page.getByTestId('import-start')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  expect(await namesWith(page, token)).toEqual([]);
});

test('axe: the empty import page has no serious or critical violation', async ({ page }, info) => {
  await openImport(page, info);
  await expect(page.getByRole('button', { name: 'Choose a file' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
