/**
 * Screenshots of the three chart pages, /charts-and-maps/charts/{apex-charts, chartjs, echarts}
 * (docs/decisions/0063): light and dark at 390, 1366 and 1920 px, semi-dark once at 1366, German
 * and Thai at 390 px, each page whole (and a few cards alone at 390 px, to read). Not a test.
 *   SCREENSHOTS=1 npx playwright test --project=screenshots charts.shots
 * Written to reports/screenshots/charts/.
 */
import { expect, test, type Page } from '@playwright/test';
import { signIn, useSettings } from './support/spine';

const PAGES = ['apex-charts', 'chartjs', 'echarts'] as const;
const DIR = 'reports/screenshots/charts';

async function drawn(page: Page, name: string) {
  await expect(page.getByTestId(`${name}-screen`)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('chart-card').first()).toBeVisible();
  await expect(page.getByTestId('chart-skeleton')).toHaveCount(0, { timeout: 30_000 });
  await page.waitForTimeout(1_000);
}

async function open(page: Page, name: string) {
  await page.goto(`/charts-and-maps/charts/${name}`);
  await drawn(page, name);
  // drawn again in a viewport as tall as the page: the full-page shot then resizes nothing
  // (and every chart drawn for that size)
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: page.viewportSize()!.width, height });
  await page.reload();
  await drawn(page, name);
}

const shots: { theme: 'light' | 'dark' | 'semi-dark'; width: number; language?: string }[] = [
  ...(['light', 'dark'] as const).flatMap((theme) =>
    [390, 1366, 1920].map((width) => ({ theme, width })),
  ),
  { theme: 'semi-dark', width: 1366 },
  { theme: 'light', width: 390, language: 'de' },
  { theme: 'light', width: 390, language: 'th' },
];

for (const { theme, width, language } of shots) {
  const tag = `${language ?? theme}-${width}`;
  test(`charts ${tag}`, async ({ page, context, baseURL }) => {
    test.setTimeout(180_000);
    const size = { width, height: width < 500 ? 844 : width > 1500 ? 1080 : 900 };
    // the charts draw at once (a full-page shot resizes the page, which would replay animations)
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await signIn(context, 'admin', baseURL!);
    await useSettings(context, { theme, layout: 'vertical' });
    if (language) {
      await context.addInitScript((l) => window.localStorage.setItem('language', l), language);
    }
    for (const name of PAGES) {
      await page.setViewportSize(size);
      await open(page, name);
      // the viewport is the page's height: a full-page shot would emulate another screen, which
      // Chart.js takes for a change of pixel ratio and redraws half-way
      await page.screenshot({ path: `${DIR}/${name}-${tag}.png` });
      if (width !== 390) continue;
      for (const i of [0, 4, 9]) {
        await page
          .getByTestId('chart-card')
          .nth(i)
          .screenshot({ path: `${DIR}/card-${name}-${i}-${tag}.png` });
      }
    }
  });
}
