/**
 * Screenshots of staff inviting a customer company's people (issue 32): the company page's
 * people card with "Invite a person", the invite form it opens (role fixed, company set) with its
 * messages, and a customer's page with "Send the invitation again"; an editor, light and dark, at
 * 390 and 1366 px. Not a test.
 *   SCREENSHOTS=1 npx playwright test --project=screenshots company-invite.shots
 * Written to SHOTS_DIR, by default reports/screenshots/company-invite/.
 */
import { expect, test } from '@playwright/test';
import { signIn, useSettings } from './support/spine';

const DIR = process.env.SHOTS_DIR ?? 'reports/screenshots/company-invite';

for (const theme of ['light', 'dark'] as const) {
  for (const width of [390, 1366]) {
    test(`company invite ${theme} ${width}`, async ({ page, context }, info) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
      await useSettings(context, { theme, layout: 'vertical' });
      await signIn(context, 'editor', info.project.use.baseURL!);
      const shot = (name: string, fullPage = true) =>
        page.screenshot({ path: `${DIR}/${name}-${theme}-${width}.png`, fullPage });

      await page.goto('/apps/companies/1');
      await expect(page.getByTestId('company-person').first()).toBeVisible();
      await page.getByTestId('invite-person').scrollIntoViewIfNeeded();
      await page.waitForTimeout(400);
      await shot('company-people', false);

      await page.getByTestId('invite-person').click();
      const form = page.getByTestId('add-person-form');
      await expect(form.getByTestId('add-company')).toHaveValue(/Chao Phraya/);
      await page.waitForTimeout(400);
      await shot('form', false);

      await form.getByTestId('add-email').fill('malee@');
      await form.getByTestId('add-submit').click();
      await page.waitForTimeout(400);
      await shot('form-errors', false);

      await page.goto('/apps/user/user-view/278');
      await expect(page.getByTestId('resend-invitation')).toBeVisible();
      await page.waitForTimeout(400);
      await shot('customer', false);
    });
  }
}
