/**
 * Screenshots of the shop's search screen (/apps/eCommerce/shop): the results in a grid and in a
 * list, a category with brands chosen, the phone's filter drawer, an empty result and an error,
 * light and dark, at 390, 1366 and 1920 px. Not a test.
 *   SCREENSHOTS=1 npx playwright test --project=screenshots shop-search.shots
 * Written to reports/screenshots/shop-search/.
 */
import { expect, test } from '@playwright/test';
import { signIn, useSettings } from './support/spine';

for (const theme of ['light', 'dark'] as const) {
  for (const width of [390, 1366, 1920]) {
    test(`shop search ${theme} ${width}`, async ({ page, context, baseURL }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width, height: width < 500 ? 844 : width > 1500 ? 1080 : 900 });
      await signIn(context, 'editor', baseURL!);
      await useSettings(context, { theme, layout: 'vertical' });
      const shot = (name: string, fullPage = false) =>
        page.screenshot({
          path: `reports/screenshots/shop-search/${name}-${theme}-${width}.png`,
          fullPage,
        });
      const cards = page.getByTestId('product-card');

      await page.goto('/apps/eCommerce/shop');
      await expect(cards.first()).toBeVisible({ timeout: 20_000 });
      await page.waitForTimeout(500);
      await shot('grid');

      await page.goto(
        '/apps/eCommerce/shop?category=Packing+%3E+Tape&brands=3M%2CTapeLine&sort=price-asc&layout=list',
      );
      await expect(page.getByTestId('search-results')).toHaveAttribute('data-loading', 'false');
      await page.waitForTimeout(500);
      await shot('list-filtered');

      if (width < 992) {
        await page.getByTestId('filters-button').click();
        await expect(page.getByTestId('filters-drawer').getByTestId('filters-panel')).toBeVisible();
        await page.waitForTimeout(500);
        await shot('drawer');
        await page.keyboard.press('Escape');
      }

      await page.goto('/apps/eCommerce/shop?q=nothing+is+called+like+this&freeShipping=true');
      await expect(page.getByTestId('search-empty')).toBeVisible();
      await shot('empty');

      await page.route('**/api/apps/shop/search*', (route) =>
        route.fulfill({ status: 503, contentType: 'application/json', body: '{}' }),
      );
      await page.goto('/apps/eCommerce/shop?q=error');
      await expect(page.getByTestId('search-error')).toBeVisible({ timeout: 20_000 });
      await shot('error');
    });
  }
}

// other languages' longer words (German) and script (Thai): the toolbar and the filters
for (const language of ['de', 'th'] as const) {
  for (const width of [390, 1366]) {
    test(`shop search ${language} ${width}`, async ({ page, context, baseURL }) => {
      await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
      await signIn(context, 'editor', baseURL!);
      await useSettings(context, { theme: 'light', layout: 'vertical' });
      await context.addInitScript((l) => window.localStorage.setItem('language', l), language);
      await page.goto('/apps/eCommerce/shop?category=Safety+gear&ratingMin=3&layout=list');
      await expect(page.getByTestId('search-results')).toHaveAttribute('data-loading', 'false');
      await page.waitForTimeout(500);
      await page.screenshot({
        path: `reports/screenshots/shop-search/list-${language}-${width}.png`,
      });
    });
  }
}
