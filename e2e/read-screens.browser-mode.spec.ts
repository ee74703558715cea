/**
 * The screens that only read, against the in-page back end (browser mode only): the dashboard,
 * the statistics, analytics and basic cards, the people grid, the apex charts and the tables draw
 * what it answers, with no refused call and no console error. One sign-in, then each screen
 * opened inside the app (a reload would start the in-page back end afresh).
 *
 * What these screens do with their data (filters, sorting, themes, axe) is the same in both modes
 * and is tested in server mode by their own specs; what browser mode adds is the path of each of
 * their calls through the page's service worker to the in-page back end, checked here
 * (docs/decisions/0070-ci-in-twenty-minutes.md).
 */
import type { Page } from '@playwright/test';
import { test } from './support/test';
import { demo, expect, signInWithForm } from './auth-helpers';
import { goInside, useSettings, watchConsole } from './support/spine';

/** Each screen: its path and what shows once its data is in. */
const screens: Array<{ path: string; drawn: (page: Page) => Promise<void> }> = [
  {
    path: '/dashboard/analytics',
    drawn: async (page) => {
      const screen = page.getByTestId('dashboard-analytics-screen');
      await expect(screen.getByTestId('analytics-card-loading')).toHaveCount(0);
      await expect(screen.getByTestId('chart-skeleton')).toHaveCount(0);
      await expect(page.getByTestId('dispatched-order')).toHaveCount(10);
    },
  },
  {
    path: '/ui-elements/card/statistics',
    drawn: async (page) => {
      const screen = page.getByTestId('card-statistics-screen');
      await expect(
        screen.getByTestId('statistic-card-site-traffic').getByTestId('statistic-value'),
      ).toHaveText('28.4K');
      await expect(screen.getByTestId('chart-skeleton')).toHaveCount(0);
    },
  },
  {
    path: '/ui-elements/card/analytics',
    drawn: async (page) => {
      const screen = page.getByTestId('card-analytics-screen');
      await expect(screen).toBeVisible();
      await expect(screen.getByTestId('analytics-card-loading')).toHaveCount(0);
      await expect(screen.getByTestId('chart-skeleton')).toHaveCount(0);
    },
  },
  {
    path: '/ui-elements/card/basic',
    drawn: async (page) => {
      await expect(page.getByTestId('profile-name')).toHaveText([
        'Kanokwan Suriya',
        'Henrik Olsen',
        'Li Na Huang',
      ]);
      await expect(page.getByTestId('weather-card').getByTestId('temperature')).toHaveText('31°C');
    },
  },
  {
    path: '/ui-elements/ag-grid-table',
    drawn: async (page) => {
      await expect(page.getByTestId('people-grid').locator('.ag-row').first()).toBeVisible();
    },
  },
  {
    path: '/charts-and-maps/charts/apex-charts',
    drawn: async (page) => {
      await expect(page.getByTestId('apex-charts-screen')).toBeVisible();
      await expect(page.getByTestId('chart-skeleton')).toHaveCount(0);
      await expect(page.locator('svg.apexcharts-svg').first()).toBeVisible();
    },
  },
  {
    path: '/ui-elements/table',
    drawn: async (page) => {
      await expect(page.getByTestId('example-simple').getByTestId('row')).toHaveCount(5);
    },
  },
];

test(
  'the screens that only read draw what the in-page back end answers, with no refused call',
  { tag: '@browser-mode' },
  async ({ page }) => {
    const errors = watchConsole(page);
    const refused: string[] = [];
    page.on('response', (reply) => {
      const { pathname } = new URL(reply.url());
      if (pathname.startsWith('/api/') && reply.status() >= 400)
        refused.push(`${reply.status()} ${pathname}`);
    });
    await useSettings(page.context(), { theme: 'light', layout: 'vertical' });
    await signInWithForm(page, demo.admin, { to: screens[0].path });
    for (const { path, drawn } of screens) {
      await goInside(page, path);
      await expect(page).toHaveURL((url) => url.pathname === path);
      await drawn(page);
      expect(refused, path).toEqual([]);
      expect(errors, path).toEqual([]);
    }
  },
);
