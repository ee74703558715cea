/**
 * Screenshots of /extensions/quill-editor: the page whole, light and dark, at 390 and 1366 px,
 * and the full toolbar's colour picker open. Not a test.
 *   SCREENSHOTS=1 npx playwright test --project=screenshots extension-quill-editor.shots
 * Written to reports/screenshots/quill/.
 */
import { expect, test } from '@playwright/test';
import { signIn, useSettings } from './support/spine';

const DIR = 'reports/screenshots/quill';

for (const theme of ['light', 'dark'] as const) {
  for (const width of [390, 1366]) {
    test(`quill editor ${theme} ${width}`, async ({ page, context, baseURL }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
      await signIn(context, 'admin', baseURL!);
      await useSettings(context, { theme, layout: 'vertical' });
      await page.goto('/extensions/quill-editor');
      const full = page.getByTestId('quill-full');
      await expect(full.locator('.ql-toolbar button').first()).toHaveAttribute('aria-label', /.+/, {
        timeout: 30_000,
      });
      await page.waitForTimeout(600);
      const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scroll, 'no sideways scroll').toBeLessThanOrEqual(width);
      await page.screenshot({ path: `${DIR}/page-${theme}-${width}.png`, fullPage: true });

      // the hostile paste, cleaned; then the colour picker open, with a focused swatch
      await page.getByTestId('quill-preview-paste').click();
      await page.getByTestId('example-preview').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${DIR}/preview-cleaned-${theme}-${width}.png` });
      await full.scrollIntoViewIfNeeded();
      await full.locator('.ql-color .ql-picker-label').click();
      await page.keyboard.press('Tab');
      await page.waitForTimeout(200);
      await page.screenshot({ path: `${DIR}/colour-picker-${theme}-${width}.png` });
    });
  }
}

// the toolbar's words in German and Thai (the header picker's width, the tooltip), light, 390 px
for (const language of ['de', 'th'] as const) {
  test(`quill editor ${language} 390`, async ({ page, context, baseURL }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(context, 'admin', baseURL!);
    await useSettings(context, { theme: 'light', layout: 'vertical' });
    await page.goto('/extensions/quill-editor');
    await page.getByTestId('language-switcher').first().selectOption(language);
    const full = page.getByTestId('quill-full');
    await expect(full.locator('.ql-toolbar button').first()).toHaveAttribute('title', /.+/, {
      timeout: 30_000,
    });
    await full.getByRole('textbox').click();
    await page.keyboard.press('Control+Home');
    await page.keyboard.press('Shift+End');
    await full.locator('.ql-toolbar button.ql-link').click();
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${DIR}/toolbar-${language}-390.png` });
  });
}
