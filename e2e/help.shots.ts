/**
 * Screenshots of the FAQ and the knowledge base (docs/product.md section 7.16): light and dark at
 * 390 and 1366 px, the FAQ searched and with a linked answer open, the knowledge base searched, a
 * category, an article, a not-found; Thai and German once at 390 px. Not a test.
 *   SCREENSHOTS=1 npx playwright test --project=screenshots help.shots
 * Written to reports/screenshots/help/.
 */
import { expect, test, type Page } from '@playwright/test';
import { signIn, useSettings } from './support/spine';

const KB = '/pages/knowledge-base';
const SCREENS = [
  { name: 'faq', path: '/pages/faq', ready: 'faq-item-quote-request' },
  { name: 'faq-search', path: '/pages/faq?q=incoterm', ready: 'faq-found' },
  { name: 'faq-link', path: '/pages/faq#customs-ata-carnet', ready: 'faq-item-customs-ata-carnet' },
  { name: 'kb', path: KB, ready: 'category-link-warehousing' },
  { name: 'kb-search', path: `${KB}?q=container`, ready: 'kb-found' },
  { name: 'category', path: `${KB}/category?category=dangerous-goods`, ready: 'category-title' },
  {
    name: 'article',
    path: `${KB}/category/question?category=dangerous-goods&article=lithium-batteries`,
    ready: 'article-title',
  },
  { name: 'not-found', path: `${KB}/category?category=nothing`, ready: 'help-not-found' },
] as const;

async function shoot(page: Page, name: string) {
  for (const screen of SCREENS) {
    await page.goto(screen.path);
    await expect(page.getByTestId(screen.ready)).toBeVisible({ timeout: 30_000 });
    await page.waitForTimeout(500);
    await page.screenshot({
      path: `reports/screenshots/help/${screen.name}-${name}.png`,
      fullPage: !screen.path.includes('#'),
    });
  }
}

for (const theme of ['light', 'dark'] as const) {
  for (const width of [390, 1366]) {
    test(`help ${theme} ${width}`, async ({ page, context, baseURL }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
      await signIn(context, 'admin', baseURL!);
      await useSettings(context, { theme, layout: 'vertical' });
      await shoot(page, `${theme}-${width}`);
    });
  }
}

for (const language of ['de', 'th'] as const) {
  test(`help ${language} 390`, async ({ page, context, baseURL }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(context, 'admin', baseURL!);
    await useSettings(context, { theme: 'light', layout: 'vertical' });
    await context.addInitScript((l) => window.localStorage.setItem('language', l), language);
    await shoot(page, `${language}-390`);
  });
}
