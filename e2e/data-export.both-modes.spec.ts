/**
 * The export screens (/import-export/export, /import-export/export-selected), in both modes: three
 * products of the test's own (one named like a formula, one in Thai, one in Chinese) are made
 * through the API, ticked on export-selected and exported as xlsx, csv and txt; each downloaded
 * file is read back (exceljs for xlsx, text for csv and txt) and holds exactly those three rows.
 *
 * The data list is shared: the products carry a tag of this test's own, and the test finds them by
 * it. Browser mode keeps its back end in the page, so the products are made in the page and the
 * test goes on through the app's links (a reload would start a fresh back end).
 */
import type { Page, TestInfo } from '@playwright/test';
import { test } from './support/test';
import ExcelJS from 'exceljs';
import { readFileSync } from 'node:fs';
import { demo, expect, isBrowserMode, signInWithForm } from './auth-helpers';
import { seriousColourViolations, seriousViolations } from './support/axe';
import { callApi } from './support/call-api';
import { signIn, useSettings, watchConsole } from './support/spine';
import { switchTheme } from './support/theme';

const HEADER = ['id', 'name', 'category', 'order_status', 'popularity', 'price', 'img'];

/** Opens a path signed in as admin, in light and the vertical layout (its side menu is used). */
async function open(page: Page, info: TestInfo, path: string) {
  await useSettings(page.context(), { theme: 'light', layout: 'vertical' });
  if (isBrowserMode(info)) {
    await signInWithForm(page, demo.admin, { to: path });
  } else {
    await signIn(page.context(), 'admin', info.project.use.baseURL!);
    await page.goto(path);
  }
}

interface Made {
  id: number;
  name: string;
  category: string;
  order_status: string;
  popularity: number;
  price: number;
  img: string;
}

/** Three products of this test's own, made through the API from the page. */
async function makeProducts(page: Page, tag: string): Promise<Made[]> {
  const items = [
    { name: `=HYPERLINK("http://x.test","${tag} formula")`, category: 'computers', price: 1250.5 },
    { name: `${tag} ตู้คอนเทนเนอร์ 20 ฟุต`, category: 'fitness', price: 89 },
    { name: `${tag} 集装箱托盘`, category: 'audio', price: 0 },
  ] as const;
  const made: Made[] = [];
  for (const [i, item] of items.entries()) {
    const full = {
      ...item,
      img: `/images/data-list/${item.category}.svg`,
      order_status: 'on_hold',
      popularity: 60 + i,
    };
    const reply = await callApi<{ id: number }>(page, 'POST', '/api/data-list/products', {
      item: full,
    });
    expect(reply.status, JSON.stringify(reply.data)).toBe(201);
    made.push({ id: reply.data.id, ...full });
  }
  return made;
}

const asRow = (p: Made) => [p.id, p.name, p.category, p.order_status, p.popularity, p.price, p.img];

/** A CSV or TXT line as the export writes it (RFC 4180; no cell here needs quotes but the first). */
function delimitedLine(p: Made, separator: string) {
  return asRow(p)
    .map((cell) => {
      if (typeof cell === 'number') return String(cell);
      const text = /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
      return text.includes(separator) || /["\r\n]/.test(text)
        ? `"${text.replaceAll('"', '""')}"`
        : text;
    })
    .join(separator);
}

async function exportAs(page: Page, info: TestInfo, format: 'xlsx' | 'csv' | 'txt', name: string) {
  const screen = page.getByTestId('export-selected-screen');
  await screen.getByTestId(`export-format-${format}`).check();
  await screen.getByTestId('export-file-name').fill(name);
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 30_000 }),
    screen.getByTestId('export-button').click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${name}.${format}`);
  const path = info.outputPath(`${name}.${format}`);
  await download.saveAs(path);
  await expect(page.getByText('File exported').first()).toBeVisible();
  return readFileSync(path);
}

async function cleanUp(page: Page, made: readonly Made[]) {
  for (const p of made) await callApi(page, 'DELETE', `/api/data-list/products/${p.id}`);
}

test(
  'export-selected: three ticked rows to xlsx, csv and txt, read back; formula-like text neutralized',
  { tag: '@browser-mode' },
  async ({ page }, info) => {
    test.setTimeout(120_000);
    const errors = watchConsole(page);
    const tag = `xp${info.testId.slice(0, 6)}${Math.floor(Math.random() * 1e6)}`;
    // a screen that does not read the data list: the list is read fresh after the products exist
    await open(page, info, '/import-export/import');
    const made = await makeProducts(page, tag);
    try {
      await page
        .getByRole('navigation', { name: 'Main menu' })
        .getByRole('link', { name: 'Export selected', exact: true })
        .click();
      const screen = page.getByTestId('export-selected-screen');
      await expect(screen.getByTestId('export-row').first()).toBeVisible();

      // nothing ticked: Export waits and says why
      await expect(screen.getByTestId('export-button')).toBeDisabled();
      await expect(screen.getByTestId('export-blocked-reason')).toHaveText(
        'Tick at least one row to export.',
      );

      // the test's three products by their tag; ticked one by one
      await screen.getByTestId('export-search').fill(tag);
      await expect(screen.getByTestId('export-row')).toHaveCount(3);
      for (const row of await screen.getByTestId('export-row').all()) {
        await row.getByTestId('export-select-row').check();
      }
      await expect(screen.getByTestId('export-selected-count')).toHaveAttribute('data-count', '3');
      await expect(screen.getByTestId('export-select-all')).toBeChecked();
      await expect(screen.getByTestId('export-button')).toHaveText('Export 3 rows');
      // the ticks stay when the search changes
      await screen.getByTestId('export-search').fill('');
      await expect(screen.getByTestId('export-selected-count')).toHaveAttribute('data-count', '3');

      // the file name: a slash is refused, next to the field, and nothing is downloaded
      const fileName = screen.getByTestId('export-file-name');
      await fileName.fill('a/b');
      await expect(screen.getByTestId('export-file-name-error')).toContainText('cannot hold');
      await expect(fileName).toHaveAttribute('aria-invalid', 'true');
      let downloaded = false;
      const onDownload = () => (downloaded = true);
      page.on('download', onDownload);
      await screen.getByTestId('export-button').click();
      await page.waitForTimeout(500);
      expect(downloaded).toBe(false);
      page.off('download', onDownload);

      const expected = [...made].sort((a, b) => b.id - a.id); // the list's order: newest first

      // xlsx: text cells as text (the formula-like name too), numbers as numbers
      const xlsx = await exportAs(page, info, 'xlsx', `export-${tag}`);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(xlsx as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0];
      expect(sheet.rowCount).toBe(4);
      const values = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
      expect(values(1)).toEqual(HEADER);
      expect([2, 3, 4].map(values)).toEqual(expected.map(asRow));
      const formulaCell = sheet
        .getRow(2 + expected.findIndex((p) => p.name.startsWith('=')))
        .getCell(2);
      expect(formulaCell.type).toBe(ExcelJS.ValueType.String);
      expect(formulaCell.formula).toBeUndefined();
      expect(sheet.getRow(2).getCell(1).type).toBe(ExcelJS.ValueType.Number);
      expect(sheet.getColumn(2).width).toBeGreaterThan(20); // auto column width is on by default

      // csv: a BOM, CRLF, the formula-like name as '=..., Thai and Chinese intact
      const csv = await exportAs(page, info, 'csv', `export-${tag}`);
      expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const csvText = csv.subarray(3).toString('utf8');
      expect(csvText.split('\r\n')).toEqual([
        HEADER.join(','),
        ...expected.map((p) => delimitedLine(p, ',')),
        '',
      ]);
      expect(csvText).toContain(`"'=HYPERLINK(""http://x.test"",""${tag} formula"")"`);
      expect(csvText).toContain(`${tag} ตู้คอนเทนเนอร์ 20 ฟุต`);
      expect(csvText).toContain(`${tag} 集装箱托盘`);

      // txt: tab-separated, the same rules
      const txt = await exportAs(page, info, 'txt', `export-${tag}`);
      expect([...txt.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      expect(txt.subarray(3).toString('utf8').split('\r\n')).toEqual([
        HEADER.join('\t'),
        ...expected.map((p) => delimitedLine(p, '\t')),
        '',
      ]);
      expect(txt.subarray(3).toString('utf8')).toContain(`'=HYPERLINK(`);
      expect(errors).toEqual([]);
    } finally {
      await cleanUp(page, made);
    }
  },
);

test('export: every product, auto width only for xlsx; a csv of the whole list', async ({
  page,
}, info) => {
  test.setTimeout(90_000);
  await open(page, info, '/import-export/export');
  const screen = page.getByTestId('export-screen');
  await expect(screen.getByTestId('export-row').first()).toBeVisible();
  const { data: products } = await callApi<Made[]>(page, 'GET', '/api/data-list/products');

  await expect(screen.getByTestId('export-auto-width')).toBeEnabled();
  await screen.getByTestId('export-format-csv').check();
  await expect(screen.getByTestId('export-auto-width')).toBeDisabled();
  await screen.getByTestId('export-file-name').fill('');
  await expect(screen.getByTestId('export-file-name-error')).toHaveText('Enter a file name.');
  await screen.getByTestId('export-file-name').fill('x'.repeat(101));
  await expect(screen.getByTestId('export-file-name-error')).toHaveText('At most 100 characters.');
  await screen.getByTestId('export-file-name').fill('whole list');
  await expect(screen.getByTestId('export-file-name-error')).toHaveCount(0);

  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 30_000 }),
    screen.getByTestId('export-button').click(),
  ]);
  expect(download.suggestedFilename()).toBe('whole list.csv');
  const path = info.outputPath('whole-list.csv');
  await download.saveAs(path);
  const lines = readFileSync(path, 'utf8')
    .replace(/^\ufeff/, '')
    .split('\r\n');
  expect(lines[0]).toBe(HEADER.join(','));
  // the list may change while the test runs (other tests add and delete): at least the sample's
  // size, and the first product of the list read before
  expect(lines.length - 2).toBeGreaterThanOrEqual(Math.min(products.length, 50));
  expect(lines.some((line) => line.startsWith(`${products.at(-1)!.id},`))).toBe(true);
});

test('axe in light, then dark: no serious or critical violation on both export screens', async ({
  page,
}, info) => {
  test.setTimeout(120_000);
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  /** export-selected with a row ticked and the file name refused beside its field */
  const selectedWithError = async () => {
    const selected = page.getByTestId('export-selected-screen');
    await expect(selected.getByTestId('export-row').first()).toBeVisible();
    await selected.getByTestId('export-select-row').first().check();
    await selected.getByTestId('export-file-name').fill('a/b');
    await expect(selected.getByTestId('export-file-name-error')).toBeVisible();
  };
  await open(page, info, '/import-export/export-selected');
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
  await selectedWithError();
  expect(await seriousViolations(page), 'light export-selected').toEqual([]);

  await menu.getByRole('link', { name: 'Export', exact: true }).click();
  await expect(page.getByTestId('export-screen').getByTestId('export-row').first()).toBeVisible();
  await page.waitForTimeout(300);
  expect(await seriousViolations(page), 'light export').toEqual([]);

  // the header's switch repaints the same screens in dark: their colours read again
  await switchTheme(page, 'dark');
  await expect(page.getByTestId('export-screen').getByTestId('export-row').first()).toBeVisible();
  expect(await seriousColourViolations(page), 'dark export').toEqual([]);

  await menu.getByRole('link', { name: 'Export selected', exact: true }).click();
  await selectedWithError();
  expect(await seriousColourViolations(page), 'dark export-selected').toEqual([]);
});
