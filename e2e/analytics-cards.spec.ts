/**
 * The statistics and analytics card pages, /ui-elements/card/statistics and
 * /ui-elements/card/analytics, in server mode: every card of the API with its title and chart, in
 * light and then, after the header's switch on the same page, in dark, with no console error and
 * no serious axe violation (every rule in light, the colour rules in dark: e2e/support/axe.ts); a
 * chart's numbers as a table. Browser mode draws these screens in
 * e2e/read-screens.browser-mode.spec.ts.
 */
import type { Page, TestInfo } from '@playwright/test';
import { test } from './support/test';
import { analyticsCardSchemas, statisticCardNames } from '../api/modules/demo/contract';
import { expect } from './auth-helpers';
import { seriousColourViolations, seriousViolations } from './support/axe';
import { signIn, useSettings, watchConsole } from './support/spine';
import { switchTheme } from './support/theme';

test.describe.configure({ timeout: 90_000 });

const STATISTICS = statisticCardNames;
/** the cards' test ids: the name with its slash as a hyphen */
const ANALYTICS = Object.keys(analyticsCardSchemas).map((name) => name.replace('/', '-'));
/** the analytics cards without a chart: the task list and the browser bars */
const WITHOUT_CHART = 2;

async function open(page: Page, info: TestInfo, path: string, testId: string) {
  await signIn(page.context(), 'admin', info.project.use.baseURL!);
  await page.goto(path);
  const screen = page.getByTestId(testId);
  await expect(screen).toBeVisible();
  await expect(screen.getByTestId('analytics-card-loading')).toHaveCount(0, { timeout: 30_000 });
  await expect(screen.getByTestId('chart-skeleton')).toHaveCount(0, { timeout: 30_000 });
  return screen;
}

test('every statistics card with its number and sparkline, in light and then dark', async ({
  page,
}, info) => {
  const errors = watchConsole(page);
  await useSettings(page.context(), { theme: 'light', layout: 'vertical' });
  const screen = await open(page, info, '/ui-elements/card/statistics', 'card-statistics-screen');
  const cardsShown = async () => {
    for (const name of STATISTICS) {
      const card = screen.getByTestId(`statistic-card-${name}`);
      await expect(card.getByRole('heading', { level: 2 })).toBeVisible();
      await expect(card.getByTestId('statistic-value')).toHaveText(/\d/);
      await expect(card.getByTestId('change')).toHaveText(/^[+-]\d/);
    }
    await expect(screen.locator('.apexcharts-canvas')).toHaveCount(STATISTICS.length);
  };
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
  await cardsShown();
  // numbers above 999 in the reader's compact form
  await expect(
    screen.getByTestId('statistic-card-site-traffic').getByTestId('statistic-value'),
  ).toHaveText('28.4K');
  expect(await seriousViolations(page), 'light').toEqual([]);
  expect(errors, 'light').toEqual([]);

  // the same screen in dark: the cards and their sparklines drawn again, its colours read
  await switchTheme(page, 'dark');
  await cardsShown();
  expect(await seriousColourViolations(page), 'dark').toEqual([]);
  expect(errors, 'dark').toEqual([]);
});

test('every analytics card with its chart, in light and then dark', async ({ page }, info) => {
  const errors = watchConsole(page);
  await useSettings(page.context(), { theme: 'light', layout: 'vertical' });
  const screen = await open(page, info, '/ui-elements/card/analytics', 'card-analytics-screen');
  const cardsShown = async () => {
    for (const name of ANALYTICS) {
      await expect(
        screen.getByTestId(`analytics-card-${name}`).getByRole('heading', { level: 2 }),
      ).toBeVisible();
    }
    await expect(screen.locator('.apexcharts-canvas')).toHaveCount(
      ANALYTICS.length - WITHOUT_CHART,
    );
  };
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
  await cardsShown();
  expect(await seriousViolations(page), 'light').toEqual([]);
  expect(errors, 'light').toEqual([]);

  await switchTheme(page, 'dark');
  await cardsShown();
  expect(await seriousColourViolations(page), 'dark').toEqual([]);
  expect(errors, 'dark').toEqual([]);
});

test('a chart shows its numbers as a table', async ({ page }, info) => {
  const screen = await open(page, info, '/ui-elements/card/analytics', 'card-analytics-screen');
  const card = screen.getByTestId('analytics-card-revenue-comparison');
  await card.getByRole('button', { name: 'Show as table' }).click();
  const table = card.getByTestId('chart-table');
  await expect(table.getByRole('columnheader')).toHaveText(['Period', 'This month', 'Last month']);
  await expect(table.getByRole('row')).toHaveCount(7);
  await expect(table.getByRole('row').nth(1)).toContainText('$12.4K');
  await expect(card.getByTestId('figure-thisMonth')).toContainText('$86.6K');
});
