/**
 * Screenshots of the data list's import (docs/adding-a-screen.md section 8): the empty page, the
 * reading's progress (the worker's answer held back), a preview with problems, and a refusal;
 * light and dark, at 390 and 1366 px. Not a test; nothing is imported.
 *   SCREENSHOTS=1 npx playwright test --project=screenshots data-import.shots
 * Written to reports/screenshots/data-import/.
 */
import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { signIn, useSettings } from './support/spine';

const IMPORT = '/import-export/import';

/** 40 rows, 4 of them wrong, with Thai and Chinese names. */
async function sampleFile(path: string) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Products');
  sheet.addRow(['name', 'category', 'order_status', 'popularity', 'price']);
  const names = ['Office chair', 'เก้าอี้สำนักงาน', '人体工学办公椅', 'Treadmill', 'Bookshelf speaker'];
  for (let index = 0; index < 40; index += 1) {
    sheet.addRow([
      index === 7 ? '' : `${names[index % names.length]} ${index + 1}`,
      index === 13 ? 'toys' : ['computers', 'fitness', 'audio'][index % 3],
      index === 21 ? 'lost' : 'pending',
      (index * 7) % 100,
      index === 3 ? 'cheap' : 100 + index * 12.5,
    ]);
  }
  await workbook.xlsx.writeFile(path);
}

for (const theme of ['light', 'dark'] as const) {
  for (const width of [390, 1366]) {
    test(`data import ${theme} ${width}`, async ({ page, context, baseURL }, info) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
      await signIn(context, 'admin', baseURL!);
      await useSettings(context, { theme, layout: 'vertical' });
      const shot = (name: string, fullPage = false) =>
        page.screenshot({
          path: `reports/screenshots/data-import/${name}-${theme}-${width}.png`,
          fullPage,
        });
      const file = info.outputPath('products.xlsx');
      await sampleFile(file);

      await page.goto(IMPORT);
      await expect(page.getByRole('button', { name: 'Choose a file' })).toBeVisible({
        timeout: 20_000,
      });
      await page.waitForTimeout(300);
      await shot('empty');

      // the reading, held at its progress: the worker's answer never reaches the screen
      await page.evaluate(() => {
        const Original = window.Worker;
        window.Worker = class extends Original {
          set onmessage(handler: ((event: MessageEvent) => void) | null) {
            super.onmessage = (event: MessageEvent) => {
              const data = event.data as { type?: string };
              if (data.type !== 'progress' || !handler) return;
              handler(new MessageEvent('message', { data: { ...data, fraction: 0.42 } }));
            };
          }
          get onmessage() {
            return super.onmessage;
          }
        } as typeof Worker;
      });
      await page.getByTestId('import-file-input').setInputFiles(file);
      await expect(page.getByTestId('import-reading')).toBeVisible();
      await page.waitForTimeout(300);
      await shot('reading');
      await page.getByRole('button', { name: 'Cancel' }).click();

      await page.reload();
      await page.getByTestId('import-file-input').setInputFiles(file);
      await expect(page.getByTestId('import-preview')).toBeVisible();
      await page.waitForTimeout(300);
      await shot('preview');
      await shot('preview-full', true);
      await page.getByRole('button', { name: /^Import 36 valid rows$/ }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.waitForTimeout(300);
      await shot('confirm');
      await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

      await page.getByRole('button', { name: 'Choose another file' }).click();
      await page.getByTestId('import-file-input').setInputFiles({
        name: 'notes.xlsx',
        mimeType: 'text/plain',
        buffer: Buffer.from('not a workbook'),
      });
      await expect(page.getByTestId('import-refused')).toBeVisible();
      await page.waitForTimeout(300);
      await shot('refused');
    });
  }
}
