/**
 * Screenshots of /extensions/datetime-picker and /extensions/carousel: each page whole, light and
 * dark, at 390 and 1366 px, and the 12-hour picker open. Not a test.
 *   SCREENSHOTS=1 npx playwright test --project=screenshots extension-dates-carousel.shots
 * Written to reports/screenshots/dates-carousel/.
 */
import { expect, test } from '@playwright/test';
import { signIn, useSettings } from './support/spine';

const SCREENS = ['datetime-picker', 'carousel'];
const DIR = 'reports/screenshots/dates-carousel';

for (const theme of ['light', 'dark'] as const) {
  for (const width of [390, 1366]) {
    test(`dates and carousel ${theme} ${width}`, async ({ page, context, baseURL }) => {
      test.setTimeout(120_000);
      // the autoplay stands still for the picture
      await page.emulateMedia({ reducedMotion: 'reduce' });
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
        const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(scroll, `${name}: no sideways scroll`).toBeLessThanOrEqual(width);
        await page.screenshot({ path: `${DIR}/${name}-${theme}-${width}.png`, fullPage: true });
      }
      // the 12-hour picker open: calendar, time fields and AM/PM
      await page.goto('/extensions/datetime-picker');
      await page.getByTestId('datetime-12h').click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${DIR}/datetime-12h-open-${theme}-${width}.png` });
    });
  }
}
