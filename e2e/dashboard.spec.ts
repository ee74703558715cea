/**
 * The Dashboard, /dashboard/analytics (docs/product.md section 3), in server mode: the greeting
 * with the signed-in name and a progress percentage, the key figures, the analytics cards with
 * their charts and the dispatched orders; light and then, after the header's switch on the same
 * page, dark with no console error and no serious axe violation (every rule in light, the colour
 * rules in dark: e2e/support/axe.ts); German texts and dates; 390 px without a page-wide scroll.
 * Dates are checked for their shape only, never against the wall clock. Browser mode draws this
 * screen in e2e/read-screens.browser-mode.spec.ts.
 */
import type { Page, TestInfo } from '@playwright/test';
import { test } from './support/test';
import { demo, expect } from './auth-helpers';
import { seriousColourViolations, seriousViolations } from './support/axe';
import { failRequests } from './support/network';
import { signIn, useSettings, watchConsole } from './support/spine';
import { switchTheme } from './support/theme';

const DASHBOARD = '/dashboard/analytics';

test.describe.configure({ timeout: 90_000 });

const STATISTICS = ['orders', 'revenue', 'active-users', 'subscribers'];
const ANALYTICS = [
  'revenue-comparison',
  'goal-overview',
  'support-tracker',
  'client-retention',
  'sales-line',
  'browser-analytics',
  'todo-today',
  'products-orders',
  'sales-bar',
];

async function openDashboard(page: Page, info: TestInfo) {
  await signIn(page.context(), 'admin', info.project.use.baseURL!);
  await page.goto(DASHBOARD);
  await expect(page.getByTestId('dashboard-analytics-screen')).toBeVisible();
}

/** Every card has its content (no skeleton left) and every chart has drawn. */
async function expectAllDrawn(page: Page) {
  const screen = page.getByTestId('dashboard-analytics-screen');
  await expect(screen.getByTestId('analytics-card-loading')).toHaveCount(0, { timeout: 30_000 });
  await expect(screen.getByTestId('chart-skeleton')).toHaveCount(0, { timeout: 30_000 });
  // four sparklines, the charts of revenue comparison, goal, support, retention, revenue line,
  // shipments by status and monthly shipments
  await expect(screen.locator('.apexcharts-canvas')).toHaveCount(STATISTICS.length + 7);
}

/** What the theme may change: the progress bar, every card and the ten orders in sight. */
async function expectShown(page: Page) {
  await expect(
    page.getByRole('progressbar', { name: "Progress towards this month's delivery target" }),
  ).toBeVisible();
  for (const name of STATISTICS) {
    await expect(
      page.getByTestId(`statistic-card-${name}`).getByTestId('statistic-value'),
    ).toBeVisible();
  }
  for (const name of ANALYTICS) {
    await expect(page.getByTestId(`analytics-card-${name}`).getByRole('heading')).toBeVisible();
  }
  // the ten newest bookings in progress (api/modules/shipments: DISPATCHED_ROWS; the seed has more)
  await expect(page.getByTestId('dispatched-order')).toHaveCount(10);
}

test('the dashboard shows the greeting, the cards and the orders, in light and then dark', async ({
  page,
}, info) => {
  const errors = watchConsole(page);
  await useSettings(page.context(), { theme: 'light', layout: 'vertical' });
  await openDashboard(page, info);
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
  await expect(page.getByTestId('checkpoint-reward-greeting')).toHaveText(
    `Congratulations ${demo.admin.name}!`,
  );
  await expect(page.getByTestId('checkpoint-reward-progress')).toHaveText(/^\d+(\.\d)?%$/);
  await expectShown(page);
  // above 999 money and counts alike in the reader's compact form (docs/product.md section 9)
  await expect(
    page.getByTestId('statistic-card-revenue').getByTestId('statistic-value'),
  ).toHaveText('$97.5K');
  await expect(page.getByTestId('statistic-card-orders').getByTestId('statistic-value')).toHaveText(
    '1.28K',
  );
  const statuses = await page.getByTestId('order-status').allTextContents();
  // the seed's mix; other tests book and cancel shipments on the same server, so the ten
  // newest are not always the same: each row is one of the three, Moving among them
  for (const status of statuses) expect(['Moving', 'Pending', 'Canceled']).toContain(status);
  expect(statuses).toContain('Moving');
  // an ISO date (YYYY-MM-DD) shows as a date, an instant as a date with a time
  for (const text of await page.getByTestId('order-delivery').allTextContents()) {
    expect(text).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
  }
  for (const text of await page.getByTestId('order-start').allTextContents()) {
    expect(text).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s?[AP]M$/);
  }
  await expectAllDrawn(page);
  expect(await seriousViolations(page), 'light').toEqual([]);
  expect(errors, 'light').toEqual([]);

  // the header's switch repaints the same screen in dark: the cards and orders still in sight,
  // every chart drawn again, the colours read
  await switchTheme(page, 'dark');
  await expect(page.getByTestId('checkpoint-reward-greeting')).toBeVisible();
  await expectShown(page);
  await expectAllDrawn(page);
  expect(await seriousColourViolations(page), 'dark').toEqual([]);
  expect(errors, 'dark').toEqual([]);
});

test('a German reader sees German titles, statuses and dates', async ({ page }, info) => {
  // signed in first, then the language switched in the navbar
  await openDashboard(page, info);
  await page.getByTestId('language-switcher').selectOption('de');
  await expect(page.getByTestId('statistic-card-orders').getByRole('heading')).toHaveText(
    'Gebuchte Sendungen',
  );
  // German writes thousands in full even in its compact form (97.500 $), millions as Mio.
  await expect(
    page.getByTestId('statistic-card-revenue').getByTestId('statistic-value'),
  ).toHaveText(/^97\.500\s\$$/);
  await expect(page.getByTestId('dispatched-orders').getByRole('heading')).toHaveText(
    'Versandte Aufträge',
  );
  // the first order is the newest booking in progress: other tests book and cancel shipments
  // meanwhile, so it may be any of the three (each differs from its English text)
  await expect(page.getByTestId('order-status').first()).toHaveText(
    /^(Unterwegs|Ausstehend|Storniert)$/,
  );
  await expect(page.getByTestId('order-delivery').first()).toHaveText(/^\d{2}\.\d{2}\.\d{4}$/);
});

test('at 390 px the orders scroll inside their card, not the page', async ({ page }, info) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openDashboard(page, info);
  await expect(page.getByTestId('dispatched-order')).toHaveCount(10);
  await expectAllDrawn(page);
  const pageScroll = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(pageScroll).toBeLessThanOrEqual(0);
  const table = page.getByTestId('dispatched-orders-table');
  // the nearest box that scrolls sideways holds more than it shows
  const scrolls = await table.evaluate((el) => {
    for (let box = el.parentElement; box; box = box.parentElement) {
      const overflow = getComputedStyle(box).overflowX;
      if (overflow === 'auto' || overflow === 'scroll') return box.scrollWidth > box.clientWidth;
    }
    return false;
  });
  expect(scrolls).toBe(true);
});

test('a card whose read fails says so and reads again on Try again', async ({ page }, info) => {
  // the page's fetch fails the read
  const failing = await failRequests(page, '/api/card/card-analytics/goal-overview');
  await openDashboard(page, info);
  const card = page.getByTestId('analytics-card-goal-overview');
  await expect(card.getByTestId('analytics-card-error')).toBeVisible({ timeout: 30_000 });
  // the other cards are not held up by the one that failed
  await expect(page.getByTestId('dispatched-order')).toHaveCount(10);
  await failing.restore();
  await card.getByRole('button', { name: 'Try again' }).click();
  await expect(card.getByRole('heading', { name: 'On-time delivery goal' })).toBeVisible();
  await expect(card.getByTestId('analytics-card-error')).toHaveCount(0);
});
