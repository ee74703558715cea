/**
 * axe: no serious or critical violation on the dashboard layouts and the full-page screens. Where a
 * screen is read in light and in dark, it is one page: every rule in light, then the colour rules
 * once the header's switch has repainted it in dark (e2e/support/axe.ts, COLOUR_RULES).
 */
import { expect, type Page } from '@playwright/test';
import { seriousColourViolations, seriousViolations } from './support/axe';
import { test } from './support/test';
import { signIn, useSettings } from './support/spine';
import { switchTheme } from './support/theme';

/** The header's switch to dark, then axe's colour rules on the same screen. */
async function darkColours(page: Page) {
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
  await switchTheme(page, 'dark');
  expect(await seriousColourViolations(page), 'dark').toEqual([]);
}

const dashboardCases = [
  {
    name: 'horizontal light, then dark',
    settings: { layout: 'horizontal', theme: 'light' },
    width: 1366,
    thenDark: true,
  },
  { name: 'vertical light', settings: { layout: 'vertical', theme: 'light' }, width: 1366 },
  { name: 'vertical semi-dark', settings: { layout: 'vertical', theme: 'semi-dark' }, width: 1366 },
  {
    name: 'vertical dark collapsed',
    settings: { layout: 'vertical', theme: 'dark', sidebarCollapsed: true },
    width: 1366,
  },
  { name: 'phone light', settings: { theme: 'light' }, width: 390 },
  { name: 'phone semi-dark', settings: { theme: 'semi-dark' }, width: 390 },
];

test.describe('dashboard layouts', () => {
  for (const c of dashboardCases) {
    test(c.name, async ({ page, context }, testInfo) => {
      await signIn(context, 'admin', testInfo.project.use.baseURL ?? '');
      await useSettings(context, c.settings);
      await page.setViewportSize({ width: c.width, height: 900 });
      await page.goto('/apps/eCommerce/checkout');
      await expect(page.getByTestId('page-title')).toBeVisible();
      expect(await seriousViolations(page), c.settings.theme).toEqual([]);
      if (c.thenDark) {
        await darkColours(page);
        await expect(page.getByTestId('page-title')).toBeVisible();
      }
    });
  }

  test('with the page search and the customizer open', async ({ page, context }, testInfo) => {
    test.setTimeout(90_000); // two full axe runs over about 90 page entries
    await signIn(context, 'admin', testInfo.project.use.baseURL ?? '');
    await useSettings(context, { theme: 'semi-dark', layout: 'vertical' });
    await page.goto('/apps/chat');
    await page.getByTestId('customizer-toggle').click();
    await expect(page.getByTestId('customizer')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('customizer')).toBeHidden();
    await page.getByTestId('page-search-button').click();
    await expect(page.getByRole('textbox', { name: 'Search pages…' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe('full-page screens', () => {
  const paths = [
    '/pages/error-404',
    '/pages/error-500',
    '/pages/not-authorized',
    '/pages/maintenance',
    '/pages/comingsoon',
  ];
  for (const path of paths) {
    // the full-page layout has the same switch in its header
    test(`${path} light, then dark`, async ({ page, context }) => {
      await useSettings(context, { theme: 'light' });
      await page.goto(path);
      await expect(page.getByTestId('way-back')).toBeVisible();
      expect(await seriousViolations(page), 'light').toEqual([]);
      await darkColours(page);
      await expect(page.getByTestId('way-back')).toBeVisible();
    });
  }
});
