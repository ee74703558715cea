/**
 * Screenshots of the email app (docs/adding-a-screen.md section 8): the inbox, an opened mail,
 * compose and the phone's drawer, light and dark, at 390 and 1366 px. Not a test.
 *   SCREENSHOTS=1 npx playwright test --project=screenshots email.shots
 * Written to reports/screenshots/email/.
 */
import { expect, test } from '@playwright/test';
import { signIn, useSettings } from './support/spine';

for (const theme of ['light', 'dark'] as const) {
  for (const width of [390, 1366]) {
    test(`email ${theme} ${width}`, async ({ page, context, baseURL }) => {
      await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
      await signIn(context, 'admin', baseURL!);
      await useSettings(context, { theme, layout: 'vertical' });
      const shot = (name: string) =>
        page.screenshot({ path: `reports/screenshots/email/${name}-${theme}-${width}.png` });

      await page.goto('/apps/email/inbox');
      await expect(page.getByTestId('mail-row').first()).toBeVisible({ timeout: 20_000 });
      await shot('inbox');

      if (width < 768) {
        await page.getByTestId('open-panel').click();
        await expect(page.getByTestId('email-drawer').getByTestId('email-panel')).toBeVisible();
        await page.waitForTimeout(400);
        await shot('drawer');
        await page.keyboard.press('Escape');
      }

      await page.getByTestId('mail-open').first().click();
      await expect(page.getByTestId('mail-view')).toBeVisible();
      await shot('opened');

      await page.getByTestId('mail-reply').click();
      await expect(page.locator('.ql-editor')).toBeVisible();
      await page.waitForTimeout(400);
      await shot('compose');
    });
  }
}
