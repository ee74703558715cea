/**
 * Screenshots of the simple component pages (/components/divider ... /tooltip,
 * docs/decisions/0064): each page whole, light and dark, at 390 and 1366 px; the tooltip page also
 * with a tooltip open at the right edge of a phone. Not a test.
 *   SCREENSHOTS=1 npx playwright test --project=screenshots comp-basic.shots
 * Written to reports/screenshots/comp-basic/.
 */
import { expect, test } from '@playwright/test';
import { signIn, useSettings } from './support/spine';

const PAGES = [
  'divider',
  'button',
  'button-group',
  'avatar',
  'breadcrumb',
  'chip',
  'collapse',
  'list',
  'pagination',
  'progress',
  'slider',
  'tabs',
  'tooltip',
] as const;

for (const theme of ['light', 'dark'] as const) {
  for (const width of [390, 1366]) {
    test(`comp-basic ${theme} ${width}`, async ({ page, context, baseURL }) => {
      test.setTimeout(240_000);
      await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
      await signIn(context, 'admin', baseURL!);
      await useSettings(context, { theme, layout: 'vertical' });
      for (const name of PAGES) {
        await page.goto(`/components/${name}`);
        await expect(page.getByTestId(`component-${name}-examples`)).toBeVisible({
          timeout: 30_000,
        });
        await page.waitForFunction(() => [...document.images].every((img) => img.complete));
        await page.waitForTimeout(600);
        // no sideways scroll of the page
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `${name} scrolls sideways`).toBeLessThanOrEqual(0);
        await page.screenshot({
          path: `reports/screenshots/comp-basic/${name}-${theme}-${width}.png`,
          fullPage: true,
        });
      }
      if (width === 390) {
        const target = page.getByTestId('tooltip-edge-target');
        await target.scrollIntoViewIfNeeded();
        await target.focus();
        await page.waitForTimeout(400);
        await page.screenshot({
          path: `reports/screenshots/comp-basic/tooltip-edge-${theme}-390.png`,
        });
      }
    });
  }
}
