/**
 * Screenshots of the search across everything (/pages/search?q=, docs/product.md section 7.16):
 * results of "container" light and dark at 390 and 1366 px; the navbar's page search with "Search
 * everything for …"; the lock screen once settled. Not a test.
 *   SCREENSHOTS=1 npx playwright test --project=screenshots search.shots
 * Written to reports/screenshots/search/.
 */
import { expect, test } from '@playwright/test';
import { signIn, useSettings } from './support/spine';

for (const theme of ['light', 'dark'] as const) {
  for (const width of [390, 1366]) {
    test(`search ${theme} ${width}`, async ({ page, context, baseURL }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
      await signIn(context, 'editor', baseURL!);
      await useSettings(context, { theme, layout: 'vertical' });
      await page.goto('/pages/search?q=container');
      await expect(page.getByTestId('search-group-mails')).toBeVisible({ timeout: 30_000 });
      await page.waitForFunction(() => [...document.images].every((img) => img.complete));
      await page.waitForTimeout(500);
      await page.screenshot({
        path: `reports/screenshots/search/results-${theme}-${width}.png`,
        fullPage: true,
      });
      await page.getByTestId('page-search-button').click();
      await page.getByRole('dialog').getByRole('textbox').fill('reefer');
      await expect(page.getByTestId('search-everything')).toBeVisible();
      await page.waitForTimeout(400);
      await page.screenshot({ path: `reports/screenshots/search/navbar-${theme}-${width}.png` });
    });
  }
}
