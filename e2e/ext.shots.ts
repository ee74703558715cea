/**
 * Screenshots of the extension pages (/extensions/*, docs/decisions/0064): each page whole, light
 * and dark, at 390 and 1366 px. Not a test.
 *   SCREENSHOTS=1 npx playwright test --project=screenshots ext.shots
 * Written to reports/screenshots/ext/.
 */
import { expect, test } from '@playwright/test';
import { signIn, useSettings } from './support/spine';

const SCREENS = [
  'star-ratings',
  'clipboard',
  'i18n',
  'context-menu',
  'autocomplete',
  'select',
  'datepicker',
];

for (const theme of ['light', 'dark'] as const) {
  for (const width of [390, 1366]) {
    test(`extensions ${theme} ${width}`, async ({ page, context, baseURL }) => {
      test.setTimeout(180_000);
      await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
      await signIn(context, 'admin', baseURL!);
      await useSettings(context, { theme, layout: 'vertical' });
      for (const name of SCREENS) {
        await page.goto(`/extensions/${name}`);
        await expect(page.locator('section[data-testid^="example-"]').first()).toBeVisible({
          timeout: 30_000,
        });
        await page.waitForFunction(() => [...document.images].every((img) => img.complete));
        await page.waitForTimeout(600);
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(width, `${name}: no sideways scroll`).toBeLessThanOrEqual(
          page.viewportSize()!.width,
        );
        await page.screenshot({
          path: `reports/screenshots/ext/${name}-${theme}-${page.viewportSize()!.width}.png`,
          fullPage: true,
        });
      }
    });
  }
}
