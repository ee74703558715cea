/**
 * Screenshots of the AG Grid page (docs/adding-a-screen.md section 8): the grid, two rows
 * selected, the Columns menu and a column's filter, light and dark, at 390, 1366 and 1920 px;
 * semi-dark (a light content area) and German and Thai at 390 px. Not a test.
 *   SCREENSHOTS=1 npx playwright test --project=screenshots ag-grid.shots
 * Written to reports/screenshots/ag-grid/.
 */
import { expect, test, type Page } from '@playwright/test';
import { signIn, useSettings } from './support/spine';

const GRID = '/ui-elements/ag-grid-table';
const dir = 'reports/screenshots/ag-grid';

async function open(page: Page) {
  await page.goto(GRID);
  await expect(page.getByTestId('people-grid').locator('.ag-row').first()).toBeVisible({
    timeout: 20_000,
  });
  await page.waitForTimeout(400);
}

for (const theme of ['light', 'dark'] as const) {
  for (const width of [390, 1366, 1920]) {
    test(`ag grid ${theme} ${width}`, async ({ page, context, baseURL }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width, height: width < 500 ? 844 : width > 1500 ? 1080 : 900 });
      await signIn(context, 'admin', baseURL!);
      await useSettings(context, { theme, layout: 'vertical' });
      const shot = (name: string, fullPage = false) =>
        page.screenshot({ path: `${dir}/${name}-${theme}-${width}.png`, fullPage });

      await open(page);
      await shot('grid');
      await shot('grid-full', true);

      const checks = page
        .getByTestId('people-grid')
        .locator('.ag-row .ag-selection-checkbox input');
      await checks.nth(0).check();
      await checks.nth(1).check();
      await shot('selected');

      await page.getByTestId('grid-columns').click();
      await page.waitForTimeout(300);
      await shot('columns-menu');
      await page.keyboard.press('Escape');

      const roleFilter = page.locator(
        '.ag-floating-filter[col-id="role"] .ag-floating-filter-button-button',
      );
      await roleFilter.scrollIntoViewIfNeeded();
      await roleFilter.click();
      await page.waitForTimeout(300);
      await shot('filter-menu');
    });
  }
}

for (const [name, language, theme] of [
  ['semi-dark', 'en', 'semi-dark'],
  ['de', 'de', 'light'],
  ['th', 'th', 'light'],
] as const) {
  test(`ag grid ${name} 390`, async ({ page, context, baseURL }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(context, 'admin', baseURL!);
    await useSettings(context, { theme, layout: 'vertical' });
    await context.addInitScript((l) => window.localStorage.setItem('language', l), language);
    await open(page);
    await page.screenshot({ path: `${dir}/grid-${name}-390.png`, fullPage: true });
  });
}
