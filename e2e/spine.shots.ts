/**
 * Screenshots of the dashboard and the full-page screens in light, dark and semi-dark at 390 and
 * 1366 px, for looking at; written to reports/screenshots/spine/. A tool, not a test: `npm test` does
 * not run it.   SCREENSHOTS=1 npx playwright test --project=screenshots spine.shots
 */
import { expect, test } from '@playwright/test';
import { routeModule, signIn, useSettings } from './support/spine';
import { watchNetwork } from './support/network';

const themes = ['light', 'dark', 'semi-dark'] as const;
const widths = [390, 1366] as const;
const screens = [
  {
    name: 'dashboard-horizontal',
    path: '/apps/eCommerce/checkout',
    settings: { layout: 'horizontal' },
    signIn: true,
  },
  {
    name: 'dashboard-vertical',
    path: '/apps/chat',
    settings: { layout: 'vertical' },
    signIn: true,
  },
  {
    name: 'dashboard-collapsed',
    path: '/apps/chat',
    settings: { layout: 'vertical', sidebarCollapsed: true },
    signIn: true,
  },
  { name: 'error-404', path: '/pages/error-404', settings: {}, signIn: false },
  { name: 'error-500', path: '/pages/error-500', settings: {}, signIn: false },
  { name: 'not-authorized', path: '/pages/not-authorized', settings: {}, signIn: false },
  { name: 'maintenance', path: '/pages/maintenance', settings: {}, signIn: false },
  { name: 'coming-soon', path: '/pages/comingsoon', settings: {}, signIn: false },
];

for (const screen of screens) {
  for (const theme of themes) {
    for (const width of widths) {
      if (screen.name === 'dashboard-collapsed' && width === 390) continue;
      test(`${screen.name} ${theme} ${width}`, async ({ page, context }, testInfo) => {
        if (screen.signIn) await signIn(context, 'admin', testInfo.project.use.baseURL ?? '');
        await useSettings(context, { ...screen.settings, theme });
        await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
        const network = watchNetwork(page);
        await page.goto(screen.path);
        await expect(
          page.locator(screen.signIn ? '[data-testid="page-title"]' : '[data-testid="way-back"]'),
        ).toBeVisible();
        await network.quiet();
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          width,
        );
        await page.screenshot({
          path: `reports/screenshots/spine/${screen.name}-${theme}-${width}.png`,
        });
      });
    }
  }
}

test('dashboard menu drawer on a phone', async ({ page, context }, testInfo) => {
  await signIn(context, 'admin', testInfo.project.use.baseURL ?? '');
  await useSettings(context, { theme: 'semi-dark' });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/apps/chat');
  await page.getByRole('button', { name: 'Open the menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Main menu' })).toBeVisible();
  await page.waitForTimeout(400);
  await page.screenshot({ path: 'reports/screenshots/spine/dashboard-drawer-semi-dark-390.png' });
});

test('page search and customizer open', async ({ page, context }, testInfo) => {
  await signIn(context, 'admin', testInfo.project.use.baseURL ?? '');
  await useSettings(context, { theme: 'light', layout: 'vertical' });
  await page.setViewportSize({ width: 1366, height: 800 });
  await page.goto('/apps/chat');
  await expect(page.getByTestId('starred-pages')).toBeVisible();
  await page.getByTestId('page-search-button').click();
  await page.getByRole('textbox', { name: 'Search pages…' }).fill('card');
  await page.waitForTimeout(400);
  await page.screenshot({ path: 'reports/screenshots/spine/page-search-light-1366.png' });
  await page.keyboard.press('Escape');
  await page.getByTestId('customizer-toggle').click();
  await page.waitForTimeout(500);
  await page.screenshot({ path: 'reports/screenshots/spine/customizer-light-1366.png' });
});

// The root's failure screen (plain elements since decision 0006): a screen's chunk that never loads.
for (const theme of ['light', 'dark'] as const) {
  for (const width of widths) {
    test(`chunk failure ${theme} ${width}`, async ({ page, context }, testInfo) => {
      await signIn(context, 'admin', testInfo.project.use.baseURL ?? '');
      await useSettings(context, { theme });
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      await page.goto('/apps/todo/all');
      await expect(page.getByTestId('page-title')).toBeVisible();
      const { module } = await routeModule(page, 'chat');
      await page.route(`**${module}`, (route) => route.abort());
      await page.goto('/apps/chat');
      await expect(page.getByTestId('chunk-error')).toBeVisible({ timeout: 15_000 });
      await page.screenshot({
        path: `reports/screenshots/spine/chunk-failure-${theme}-${width}.png`,
      });
    });
  }
}
