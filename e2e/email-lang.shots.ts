/** The email app in German and Thai at 390 px (long and other-script texts). Not a test. */
import { expect, test } from '@playwright/test';
import { signIn, useSettings } from './support/spine';

for (const language of ['de', 'th'] as const) {
  test(`email ${language} 390`, async ({ page, context, baseURL }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(context, 'admin', baseURL!);
    await useSettings(context, { theme: 'light' });
    await context.addInitScript((l) => window.localStorage.setItem('language', l), language);
    await page.goto('/apps/email/inbox');
    await expect(page.getByTestId('mail-row').first()).toBeVisible({ timeout: 20_000 });
    await page.screenshot({ path: `reports/screenshots/email/inbox-${language}-390.png` });
    await page.getByTestId('mail-open').first().click();
    await expect(page.getByTestId('mail-view')).toBeVisible();
    await page.screenshot({ path: `reports/screenshots/email/opened-${language}-390.png` });
  });
}
