/**
 * Screenshots of the table examples, /ui-elements/table (docs/adding-a-screen.md section 8): the
 * whole page as it opens, and with a row open, two selected and the sort by price, light and dark,
 * at 390, 1366 and 1920 px (each card alone too, but at 1920); German and Thai at 390 px. Not a
 * test.
 *   SCREENSHOTS=1 npx playwright test --project=screenshots tables.shots
 * Written to reports/screenshots/tables/.
 */
import { expect, test, type Page } from '@playwright/test';
import { signIn, useSettings } from './support/spine';
import { TABLE_EXAMPLES as EXAMPLES } from './support/tables';

const TABLES = '/ui-elements/table';

async function open(page: Page) {
  await page.goto(TABLES);
  await expect(page.getByTestId('example-sorting')).toBeVisible({ timeout: 30_000 });
  await page.waitForTimeout(300);
}

/** A row open, two selected, sorted by price. */
async function use(page: Page) {
  await page.getByTestId('example-expandable').getByTestId('expand').first().click();
  const boxes = page.getByTestId('example-selection').getByTestId('select-row');
  await boxes.nth(1).check();
  await boxes.nth(2).check();
  await page.getByTestId('example-sorting').getByTestId('sort-price').getByRole('button').click();
  await page.waitForTimeout(300);
}

for (const theme of ['light', 'dark'] as const) {
  for (const width of [390, 1366, 1920]) {
    test(`tables ${theme} ${width}`, async ({ page, context, baseURL }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: width < 500 ? 844 : width > 1500 ? 1080 : 900 });
      await signIn(context, 'admin', baseURL!);
      await useSettings(context, { theme, layout: 'vertical' });
      await open(page);
      const shot = (name: string) =>
        page.screenshot({
          path: `reports/screenshots/tables/${name}-${theme}-${width}.png`,
          fullPage: true,
        });
      await shot('page');
      await use(page);
      await shot('used');
      // each card at its own size, to read (the page is tall)
      if (width === 1920) return;
      for (const id of EXAMPLES) {
        await page.getByTestId(`example-${id}`).screenshot({
          path: `reports/screenshots/tables/card-${id}-${theme}-${width}.png`,
        });
      }
    });
  }
}

/** German and Thai at 390 px (long words, another script). */
for (const language of ['de', 'th'] as const) {
  test(`tables ${language} 390`, async ({ page, context, baseURL }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(context, 'admin', baseURL!);
    await useSettings(context, { theme: 'light', layout: 'vertical' });
    await context.addInitScript((l) => window.localStorage.setItem('language', l), language);
    await open(page);
    await use(page);
    await page.screenshot({
      path: `reports/screenshots/tables/used-${language}-390.png`,
      fullPage: true,
    });
    for (const id of ['expandable', 'filter', 'pagination', 'selection', 'sorting']) {
      await page.getByTestId(`example-${id}`).screenshot({
        path: `reports/screenshots/tables/card-${id}-${language}-390.png`,
      });
    }
  });
}
