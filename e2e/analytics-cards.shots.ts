/**
 * Screenshots of the Dashboard and the statistics and analytics card pages (docs/adding-a-screen.md
 * section 8): light and dark at 390, 1366 and 1920 px, semi-dark once; German and Thai at 390 px.
 * Not a test.
 *   SCREENSHOTS=1 npx playwright test --project=screenshots analytics-cards.shots
 * Written to reports/screenshots/analytics/.
 */
import { expect, test, type Page } from '@playwright/test';
import { signIn, useSettings } from './support/spine';

const screens = [
  { name: 'dashboard', path: '/dashboard/analytics', testId: 'dashboard-analytics-screen' },
  { name: 'statistics', path: '/ui-elements/card/statistics', testId: 'card-statistics-screen' },
  { name: 'analytics', path: '/ui-elements/card/analytics', testId: 'card-analytics-screen' },
];

const DIR = 'reports/screenshots/analytics';

async function open(page: Page, path: string, testId: string) {
  await page.goto(path);
  const screen = page.getByTestId(testId);
  await expect(screen).toBeVisible({ timeout: 30_000 });
  await expect(screen.getByTestId('analytics-card-loading')).toHaveCount(0, { timeout: 30_000 });
  await expect(screen.getByTestId('chart-skeleton')).toHaveCount(0, { timeout: 30_000 });
  // the charts' entry animations
  await page.waitForTimeout(1200);
}

const height = (width: number) => (width < 500 ? 844 : width > 1500 ? 1080 : 900);

for (const theme of ['light', 'dark'] as const) {
  for (const width of [390, 1366, 1920]) {
    test(`analytics ${theme} ${width}`, async ({ page, context, baseURL }) => {
      test.setTimeout(180_000);
      await page.setViewportSize({ width, height: height(width) });
      await signIn(context, 'admin', baseURL!);
      await useSettings(context, { theme, layout: 'vertical' });
      for (const { name, path, testId } of screens) {
        await open(page, path, testId);
        await page.screenshot({ path: `${DIR}/${name}-${theme}-${width}.png`, fullPage: true });
      }
    });
  }
}

test('analytics semi-dark 1366', async ({ page, context, baseURL }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(context, 'admin', baseURL!);
  await useSettings(context, { theme: 'semi-dark', layout: 'vertical' });
  await open(page, screens[0].path, screens[0].testId);
  await page.screenshot({ path: `${DIR}/dashboard-semi-dark-1366.png`, fullPage: true });
});

/** German and Thai at 390 px (long words, another script). */
for (const language of ['de', 'th'] as const) {
  test(`analytics ${language} 390`, async ({ page, context, baseURL }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(context, 'admin', baseURL!);
    await useSettings(context, { theme: 'light', layout: 'vertical' });
    await context.addInitScript((l) => window.localStorage.setItem('language', l), language);
    for (const { name, path, testId } of screens) {
      await open(page, path, testId);
      await page.screenshot({ path: `${DIR}/${name}-${language}-390.png`, fullPage: true });
    }
  });
}
