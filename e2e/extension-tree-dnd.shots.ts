/**
 * Screenshots of /extensions/tree and /extensions/drag-and-drop (demonstration pages,
 * docs/decisions/0064): each page whole, light and dark, at 390 and 1366 px, plus a tree opened by
 * its search and a card picked up by the keyboard. Not a test.
 *   SCREENSHOTS=1 npx playwright test --project=screenshots extension-tree-dnd.shots
 * Written to reports/screenshots/tree-dnd/.
 */
import { expect, test, type Page } from '@playwright/test';
import { signIn, useSettings } from './support/spine';

const DIR = 'reports/screenshots/tree-dnd';

async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('section[data-testid^="example-"]').first()).toBeVisible({
    timeout: 30_000,
  });
  await page.waitForTimeout(500);
  const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scroll, `${path}: no sideways scroll`).toBeLessThanOrEqual(page.viewportSize()!.width);
}

for (const theme of ['light', 'dark'] as const) {
  for (const width of [390, 1366]) {
    test(`tree and drag and drop ${theme} ${width}`, async ({ page, context, baseURL }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
      await signIn(context, 'admin', baseURL!);
      await useSettings(context, { theme, layout: 'vertical' });

      await open(page, '/extensions/tree');
      await page.screenshot({ path: `${DIR}/tree-${theme}-${width}.png`, fullPage: true });
      await page.getByTestId('tree-large-search').fill('Hamburg');
      const first = page.getByTestId('tree-warehouse').locator('[role="treeitem"]').first();
      await first.focus();
      await page.keyboard.press('ArrowDown');
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${DIR}/tree-search-${theme}-${width}.png`, fullPage: true });

      await open(page, '/extensions/drag-and-drop');
      await page.screenshot({ path: `${DIR}/dnd-${theme}-${width}.png`, fullPage: true });
      await page.getByRole('button', { name: 'Move stop Billbrook Auto Parts' }).focus();
      await page.keyboard.press('Space');
      await page.waitForTimeout(200);
      await page.keyboard.press('ArrowUp');
      await page.waitForTimeout(400);
      await page.screenshot({ path: `${DIR}/dnd-dragging-${theme}-${width}.png` });
      await page.keyboard.press('Escape');
    });
  }
}
