/**
 * Screenshots of the upload page (/components/upload): the whole page, light and dark, at 390 and
 * 1366 px, with files in each list (done, refused). Not a test.
 *   SCREENSHOTS=1 npx playwright test --project=screenshots component-upload.shots
 * Written to reports/screenshots/upload/.
 */
import { expect, test } from '@playwright/test';
import { signIn, useSettings } from './support/spine';

/** A PNG of 1×1 pixel, as a preview. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const pdf = (name: string, size: number) => {
  const buffer = Buffer.alloc(size, 0x20);
  buffer.write('%PDF-1.7\n');
  return { name, mimeType: 'application/pdf', buffer };
};

for (const theme of ['light', 'dark'] as const) {
  for (const width of [390, 1366]) {
    test(`upload ${theme} ${width}`, async ({ page, context, baseURL }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
      await signIn(context, 'admin', baseURL!);
      await useSettings(context, { theme, layout: 'vertical' });
      await page.goto('/components/upload');
      await expect(page.getByTestId('component-upload-examples')).toBeVisible({ timeout: 30_000 });
      await page.evaluate(async () => {
        const token = sessionStorage.getItem('accessToken') ?? localStorage.getItem('accessToken');
        await fetch('/api/components/uploads', {
          method: 'DELETE',
          headers: { authorization: `Bearer ${token}` },
        });
      });
      await page
        .getByTestId('upload-documents-zone-input')
        .setInputFiles([
          pdf('bill-of-lading-MAEU240118.pdf', 820_000),
          pdf('commercial-invoice-INV-88213.pdf', 2_400_000),
          { name: 'container-list.xlsx', mimeType: 'application/vnd.ms-excel', buffer: PNG },
        ]);
      await page
        .getByTestId('upload-previews-zone-input')
        .setInputFiles([{ name: 'seal-TGHU8745123.png', mimeType: 'image/png', buffer: PNG }]);
      await expect(page.locator('[data-status="done"]')).toHaveCount(3, { timeout: 30_000 });
      await page.waitForTimeout(600);
      const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scroll, 'no sideways scroll').toBeLessThanOrEqual(page.viewportSize()!.width);
      await page.screenshot({
        path: `reports/screenshots/upload/upload-${theme}-${width}.png`,
        fullPage: true,
      });
    });
  }
}
