/**
 * Screenshots of the basic cards, the card actions and the card colours (/ui-elements/card/...,
 * docs/product.md section 4.12): each page whole, light and dark, at 390, 1366 and 1920 px; the
 * actions page also with a card collapsed and one removed; German and Thai once at 390 px. Not a
 * test.
 *   SCREENSHOTS=1 npx playwright test --project=screenshots cards.shots
 * Written to reports/screenshots/cards/.
 */
import { expect, test, type Page } from '@playwright/test';
import { signIn, useSettings } from './support/spine';

const SCREENS = [
  { name: 'basic', path: '/ui-elements/card/basic', ready: 'playback-rate' },
  { name: 'actions', path: '/ui-elements/card/card-actions', ready: 'summary-stats' },
  { name: 'colors', path: '/ui-elements/card/card-colors', ready: 'contrast' },
] as const;

async function open(page: Page, screen: (typeof SCREENS)[number]) {
  await page.goto(screen.path);
  await expect(page.getByTestId(screen.ready).first()).toBeVisible({ timeout: 30_000 });
  // pictures drawn (the page keeps a live connection open: no network idle), transitions over
  await page.waitForFunction(() => [...document.images].every((img) => img.complete));
  await page.waitForTimeout(500);
}

/** One card collapsed, one removed (the focus then on the next card's heading). */
async function use(page: Page) {
  await page.getByTestId('action-card-collapse').getByTestId('card-collapse').click();
  await page.getByTestId('action-card-remove').getByTestId('card-remove').click();
  // the focus scrolled the page: back to the top, or the sticky navbar covers a card in the shot
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(500);
}

for (const theme of ['light', 'dark'] as const) {
  for (const width of [390, 1366, 1920]) {
    test(`cards ${theme} ${width}`, async ({ page, context, baseURL }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: width < 500 ? 844 : width > 1500 ? 1080 : 900 });
      await signIn(context, 'admin', baseURL!);
      await useSettings(context, { theme, layout: 'vertical' });
      for (const screen of SCREENS) {
        await open(page, screen);
        await page.screenshot({
          path: `reports/screenshots/cards/${screen.name}-${theme}-${width}.png`,
          fullPage: true,
        });
        // at 390 px each card of the basic page alone too, to read (the page is tall)
        if (width === 390 && screen.name === 'basic') {
          const cards = page.getByTestId('card-basic-screen').locator('section');
          for (let i = 0; i < (await cards.count()); i++) {
            await cards.nth(i).screenshot({
              path: `reports/screenshots/cards/basic-card-${i + 1}-${theme}-390.png`,
            });
          }
        }
      }
      await open(page, SCREENS[1]);
      await use(page);
      await page.screenshot({
        path: `reports/screenshots/cards/actions-used-${theme}-${width}.png`,
        fullPage: true,
      });
    });
  }
}

/** German and Thai at 390 px (long words, another script). */
for (const language of ['de', 'th'] as const) {
  test(`cards ${language} 390`, async ({ page, context, baseURL }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(context, 'admin', baseURL!);
    await useSettings(context, { theme: 'light', layout: 'vertical' });
    await context.addInitScript((l) => window.localStorage.setItem('language', l), language);
    for (const screen of SCREENS) {
      await open(page, screen);
      await page.screenshot({
        path: `reports/screenshots/cards/${screen.name}-${language}-390.png`,
        fullPage: true,
      });
    }
  });
}
