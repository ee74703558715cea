/**
 * Screenshots of the export screens (docs/adding-a-screen.md section 8): /import-export/export,
 * /import-export/export-selected with three rows ticked and a refused file name, and the export
 * being written (the worker's file held back, so the progress bar and Cancel show), light and
 * dark, at 390 and 1366 px; German and Thai at 390 px. Not a test.
 *   SCREENSHOTS=1 npx playwright test --project=screenshots data-export.shots
 * Written to reports/screenshots/data-export/.
 */
import { expect, test, type Page } from '@playwright/test';
import { signIn, useSettings } from './support/spine';

const DIR = 'reports/screenshots/data-export';

async function tickThree(page: Page) {
  const screen = page.getByTestId('export-selected-screen');
  await expect(screen.getByTestId('export-row').first()).toBeVisible({ timeout: 20_000 });
  const boxes = screen.getByTestId('export-select-row');
  for (const i of [0, 2, 3]) await boxes.nth(i).check();
}

for (const theme of ['light', 'dark'] as const) {
  for (const width of [390, 1366]) {
    test(`export screens ${theme} ${width}`, async ({ page, context, baseURL }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
      await signIn(context, 'admin', baseURL!);
      await useSettings(context, { theme, layout: 'vertical' });
      const shot = (name: string, fullPage = true) =>
        page.screenshot({ path: `${DIR}/${name}-${theme}-${width}.png`, fullPage });

      await page.goto('/import-export/export');
      const all = page.getByTestId('export-screen');
      await expect(all.getByTestId('export-row').first()).toBeVisible({ timeout: 20_000 });
      await page.waitForTimeout(400);
      await shot('export');

      await page.goto('/import-export/export-selected');
      await expect(page.getByTestId('export-selected-screen')).toBeVisible({ timeout: 20_000 });
      await page.waitForTimeout(400);
      await shot('selected-none');
      await tickThree(page);
      await page.getByTestId('export-file-name').fill('a/b');
      await page.getByTestId('export-format-csv').check();
      await page.waitForTimeout(300);
      await shot('selected-ticked');

      // the worker's file held back: the export shows its progress and Cancel
      await page.route('**/assets/write-worker-*.js', () => {});
      await page.getByTestId('export-file-name').fill('data-list');
      await page.getByTestId('export-format-xlsx').check();
      await page.getByTestId('export-button').click();
      await expect(page.getByTestId('export-progress')).toBeVisible();
      await page.getByTestId('export-form').scrollIntoViewIfNeeded();
      await shot('selected-writing', false);
    });
  }
}

for (const language of ['de', 'th'] as const) {
  test(`export selected ${language} 390`, async ({ page, context, baseURL }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(context, 'admin', baseURL!);
    await useSettings(context, { theme: 'light', layout: 'vertical' });
    await context.addInitScript((l) => window.localStorage.setItem('language', l), language);
    await page.goto('/import-export/export-selected');
    await tickThree(page);
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${DIR}/selected-${language}-390.png`, fullPage: true });
  });
}
