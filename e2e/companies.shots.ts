/**
 * Screenshots of the staff Companies app: the list, a company's page, the form with its messages
 * and the shipment form with its company picker; light and dark, at 390 and 1366 px. Not a test.
 *   SCREENSHOTS=1 npx playwright test --project=screenshots companies.shots
 * Written to SHOTS_DIR, by default reports/screenshots/companies/.
 */
import { expect, test } from '@playwright/test';
import { signIn, useSettings } from './support/spine';

const DIR = process.env.SHOTS_DIR ?? 'reports/screenshots/companies';

for (const theme of ['light', 'dark'] as const) {
  for (const width of [390, 1366]) {
    test(`companies ${theme} ${width}`, async ({ page, context }, info) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
      await useSettings(context, { theme, layout: 'vertical' });
      await signIn(context, 'admin', info.project.use.baseURL!);
      const shot = (name: string, fullPage = true) =>
        page.screenshot({ path: `${DIR}/${name}-${theme}-${width}.png`, fullPage });

      await page.goto('/apps/companies');
      await expect(page.getByTestId('companies-count')).toBeVisible();
      await page.waitForTimeout(400);
      await shot('list');

      await page.goto('/apps/companies/1');
      await expect(page.getByTestId('company-shipment').first()).toBeVisible();
      await page.waitForTimeout(400);
      await shot('view');

      await page.goto('/apps/companies/new');
      await expect(page.getByTestId('company-form')).toBeVisible();
      await page.getByTestId('add-contact').click();
      await page.getByTestId('company-countryCode').fill('T1');
      await page.getByTestId('form-submit').click();
      await page.waitForTimeout(400);
      await shot('form-errors');

      await page.goto('/apps/shipments?company=1');
      await expect(page.getByTestId('shipments-count')).toBeVisible();
      await page.waitForTimeout(400);
      await shot('shipments-filtered');

      await page.goto('/apps/shipments/new');
      await expect(page.getByTestId('shipment-form')).toBeVisible();
      await page.getByTestId('company').click();
      await expect(page.getByRole('option', { name: /Chao Phraya/ })).toBeVisible();
      await page.waitForTimeout(400);
      await shot('shipment-form-company', false);
    });
  }
}

/** The people list with its company column and the add-person dialog offering a company. */
test('people with companies light 1366', async ({ page, context }, info) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await useSettings(context, { theme: 'light', layout: 'vertical' });
  await signIn(context, 'admin', info.project.use.baseURL!);
  await page.goto('/apps/user/user-list');
  await expect(page.getByTestId('person-company').first()).toBeVisible();
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${DIR}/people-light-1366.png` });
  await page.getByTestId('add-person').click();
  await page.getByTestId('add-company').click();
  await expect(page.getByRole('option', { name: /Chao Phraya/ })).toBeVisible();
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${DIR}/add-person-light-1366.png` });
});
