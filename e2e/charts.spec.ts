/**
 * The three chart pages, /charts-and-maps/charts/{apex-charts, chartjs, echarts}
 * (docs/decisions/0063), in server mode: every chart draws under its title with no console error in
 * light and, after the header's switch on the same page, in dark; a chart follows the switch to
 * dark without a reload, "Show as table" gives the numbers in the reader's format, nothing
 * overflows at 390 px, and axe finds no serious violation (every rule in light, the colour rules in
 * dark: e2e/support/axe.ts). Browser mode draws the apex-charts page in
 * e2e/read-screens.browser-mode.spec.ts.
 */
import type { Page, TestInfo } from '@playwright/test';
import { test } from './support/test';
import { expect } from './auth-helpers';
import { seriousColourViolations, seriousViolations } from './support/axe';
import { goInside, signIn, useSettings, watchConsole } from './support/spine';
import { switchTheme } from './support/theme';

// three chart libraries and up to 13 charts a page on a loaded 2-core machine
test.describe.configure({ timeout: 90_000 });

const PAGES = [
  {
    name: 'apex-charts',
    charts: [
      'teu-line',
      'air-area',
      'clearances-bar',
      'teu-column',
      'volume-on-time',
      'shipment-pie',
      'revenue-donut',
      'survey-radar',
      'shipment-scatter',
      'lane-bubble',
      'index-candlestick',
      'booking-heatmap',
      'mode-radial',
    ],
  },
  {
    name: 'chartjs',
    charts: [
      'teu-line',
      'air-area',
      'clearances-bar',
      'teu-column',
      'volume-on-time',
      'shipment-pie',
      'revenue-donut',
      'survey-radar',
      'shipment-scatter',
      'lane-bubble',
      'claims-polar',
    ],
  },
  {
    name: 'echarts',
    charts: [
      'teu-line',
      'air-area',
      'clearances-bar',
      'teu-column',
      'volume-on-time',
      'shipment-pie',
      'revenue-donut',
      'survey-radar',
      'shipment-scatter',
      'lane-bubble',
      'on-time-gauge',
      'reefer-line',
    ],
  },
] as const;

const pathOf = (name: string) => `/charts-and-maps/charts/${name}`;

async function open(page: Page, info: TestInfo, name: string) {
  await signIn(page.context(), 'admin', info.project.use.baseURL!);
  await page.goto(pathOf(name));
  await expect(page.getByTestId(`${name}-screen`)).toBeVisible();
}

/** Every chart of the page drawn: its library's svg or canvas inside its figure, no skeleton. */
async function expectDrawn(page: Page, charts: readonly string[]) {
  for (const id of charts) {
    const figure = page.getByTestId(`chart-${id}`);
    await expect(figure.getByRole('heading', { level: 2 })).toBeVisible();
    await expect(figure.locator('svg.apexcharts-svg, canvas').first()).toBeVisible({
      timeout: 30_000,
    });
  }
  await expect(page.getByTestId('chart-skeleton')).toHaveCount(0);
}

for (const { name, charts } of PAGES) {
  test(`${name}: every chart draws under its title in light and then dark, no console error, axe clean`, async ({
    page,
  }, info) => {
    const errors = watchConsole(page);
    await useSettings(page.context(), { theme: 'light', layout: 'vertical' });
    await open(page, info, name);
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
    await expect(page.getByTestId('chart-card')).toHaveCount(charts.length);
    await expectDrawn(page, charts);
    expect(errors, 'light').toEqual([]);
    expect(await seriousViolations(page), 'light').toEqual([]);

    // the header's switch: every chart drawn again in dark on the same page, its colours read
    await switchTheme(page, 'dark');
    await expect(page.getByTestId('chart-card')).toHaveCount(charts.length);
    await expectDrawn(page, charts);
    expect(errors, 'dark').toEqual([]);
    expect(await seriousColourViolations(page), 'dark').toEqual([]);
  });
}

test('a chart follows the switch to dark without a reload', async ({ page }, info) => {
  await useSettings(page.context(), { theme: 'light', layout: 'vertical' });
  await open(page, info, 'apex-charts');
  await expectDrawn(page, ['teu-line']);
  const legend = page.getByTestId('chart-teu-line').locator('.apexcharts-legend-text').first();
  const light = await legend.evaluate((e) => getComputedStyle(e).color);
  const canvasBefore = await page.getByTestId('chart-teu-line').screenshot();
  await switchTheme(page, 'dark');
  // the legend's text takes the dark scheme's colour: the chart was drawn again
  await expect.poll(() => legend.evaluate((e) => getComputedStyle(e).color)).not.toBe(light);
  expect(await page.getByTestId('chart-teu-line').screenshot()).not.toEqual(canvasBefore);
});

test('a canvas chart (ECharts) repaints in dark without a reload', async ({ page }, info) => {
  await useSettings(page.context(), { theme: 'light', layout: 'vertical' });
  await open(page, info, 'echarts');
  await expectDrawn(page, ['teu-line']);
  const chart = page.getByTestId('chart-teu-line').locator('canvas').first();
  const before = await chart.screenshot({ animations: 'disabled' });
  await switchTheme(page, 'dark');
  await expect
    .poll(async () => (await chart.screenshot({ animations: 'disabled' })).equals(before))
    .toBe(false);
});

test('"Show as table" gives the numbers in the reader\'s format (German, without a reload)', async ({
  page,
}, info) => {
  await open(page, info, 'chartjs');
  await page.getByTestId('language-switcher').first().selectOption('de');
  const figure = page.getByTestId('chart-teu-line');
  await expect(figure.getByRole('heading', { name: 'Containervolumen nach Hafen' })).toBeVisible();
  await figure.getByTestId('chart-table-toggle').click();
  const table = figure.getByTestId('chart-table');
  await expect(table.getByRole('columnheader', { name: 'Singapur' })).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(13);
  // 654.321 TEU: German groups thousands with a dot
  await expect(table.getByRole('cell').first()).toHaveText(/^\d{3}\.\d{3}$/);
  await figure.getByTestId('chart-table-toggle').click();
  await expect(figure.locator('canvas')).toBeVisible();
});

test('at 390 px the charts fit their cards and the page does not scroll sideways', async ({
  page,
}, info) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const { name, charts } of PAGES) {
    if (name === 'apex-charts') await open(page, info, name);
    else await goInside(page, pathOf(name));
    await expect(page.getByTestId(`${name}-screen`)).toBeVisible();
    await expectDrawn(page, charts.slice(0, 2));
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, name).toBeLessThanOrEqual(0);
  }
});
