/**
 * Screenshots of the map, grid and colour pages (docs/product.md section 2.4): the Google map page
 * (without a key: the notice and the offices), /ui-elements/grid/vuesax, /ui-elements/grid/tailwind
 * and /ui-elements/colors, light and dark at 390, 1366 and 1920 px; German and Thai once at 390 px.
 * Not a test.
 *   SCREENSHOTS=1 npx playwright test --project=screenshots ui-elements.shots
 * Written to reports/screenshots/ui-elements/.
 */
import { expect, test, type Page } from '@playwright/test';
import { signIn, useSettings } from './support/spine';

const SCREENS = [
  { name: 'google-map', path: '/charts-and-maps/maps/google-map', testId: 'google-map-screen' },
  { name: 'grid-vuesax', path: '/ui-elements/grid/vuesax', testId: 'grid-vuesax-screen' },
  { name: 'grid-tailwind', path: '/ui-elements/grid/tailwind', testId: 'grid-tailwind-screen' },
  { name: 'colors', path: '/ui-elements/colors', testId: 'colors-screen' },
];

async function open(page: Page, path: string, testId: string) {
  await page.goto(path);
  await expect(page.getByTestId(testId)).toBeVisible({ timeout: 30_000 });
  await page.waitForTimeout(400);
}

for (const theme of ['light', 'dark'] as const) {
  for (const width of [390, 1366, 1920]) {
    test(`ui-elements ${theme} ${width}`, async ({ page, context, baseURL }) => {
      test.setTimeout(180_000);
      await page.setViewportSize({ width, height: width < 500 ? 844 : width > 1500 ? 1080 : 900 });
      await signIn(context, 'admin', baseURL!);
      await useSettings(context, { theme, layout: 'vertical' });
      for (const { name, path, testId } of SCREENS) {
        await open(page, path, testId);
        await page.screenshot({
          path: `reports/screenshots/ui-elements/${name}-${theme}-${width}.png`,
          fullPage: true,
        });
      }
    });
  }
}

/** German and Thai at 390 px (long words, another script). */
for (const language of ['de', 'th'] as const) {
  test(`ui-elements ${language} 390`, async ({ page, context, baseURL }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(context, 'admin', baseURL!);
    await useSettings(context, { theme: 'light', layout: 'vertical' });
    await context.addInitScript((l) => window.localStorage.setItem('language', l), language);
    for (const { name, path, testId } of SCREENS) {
      await open(page, path, testId);
      await page.screenshot({
        path: `reports/screenshots/ui-elements/${name}-${language}-390.png`,
        fullPage: true,
      });
    }
  });
}
