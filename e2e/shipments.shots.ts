/**
 * Screenshots of the staff Shipments app (docs/decisions/0066): the list, a shipment's page, the
 * form (empty, then with its messages) and the add-event dialog; light and dark, at 390, 1366 and
 * 1920 px. Not a test.
 *   SCREENSHOTS=1 npx playwright test --project=screenshots shipments.shots
 * Written to reports/screenshots/shipments/.
 */
import { expect, test } from '@playwright/test';
import { signIn, useSettings } from './support/spine';

const DIR = 'reports/screenshots/shipments';

for (const theme of ['light', 'dark'] as const) {
  for (const width of [390, 1366, 1920]) {
    test(`shipments ${theme} ${width}`, async ({ page, context }, info) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width, height: width < 500 ? 844 : width > 1500 ? 1080 : 900 });
      await useSettings(context, { theme, layout: 'vertical' });
      await signIn(context, 'admin', info.project.use.baseURL!);
      const shot = (name: string, fullPage = false) =>
        page.screenshot({ path: `${DIR}/${name}-${theme}-${width}.png`, fullPage });

      await page.goto('/apps/shipments?status=in-transit');
      await expect(page.getByTestId('shipments-count')).toBeVisible();
      await page.waitForTimeout(400);
      await shot('list', true);

      const first = page.getByTestId(width < 992 ? 'shipment-card' : 'shipment-row').first();
      await first.getByTestId('shipment-number').click();
      await expect(page.getByTestId('shipment-timeline')).toBeVisible();
      await page.waitForTimeout(400);
      await shot('view', true);

      await page.getByTestId('add-event').click();
      await expect(page.getByTestId('event-form')).toBeVisible();
      await page.getByTestId('event-submit').click();
      await page.waitForTimeout(400);
      await shot('add-event');
      await page.keyboard.press('Escape');

      await page.goto('/apps/shipments/new');
      await expect(page.getByTestId('shipment-form')).toBeVisible();
      await page.getByTestId('form-submit').click();
      await page.waitForTimeout(400);
      await shot('form-errors', true);
    });
  }
}

/** The list and a shipment's page in Thai and in German (long words), light, at 1366 and 390 px. */
for (const language of ['th', 'de'] as const) {
  for (const width of [390, 1366]) {
    test(`shipments ${language} ${width}`, async ({ page, context }, info) => {
      await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
      await useSettings(context, { theme: 'light', layout: 'vertical' });
      await context.addInitScript(
        (code) => window.localStorage.setItem('language', code),
        language,
      );
      await signIn(context, 'admin', info.project.use.baseURL!);
      await page.goto('/apps/shipments');
      await expect(page.getByTestId('shipments-count')).toBeVisible();
      await page.waitForTimeout(400);
      await page.screenshot({ path: `${DIR}/list-${language}-${width}.png`, fullPage: true });
      const first = page.getByTestId(width < 992 ? 'shipment-card' : 'shipment-row').first();
      await first.getByTestId('shipment-number').click();
      await expect(page.getByTestId('shipment-timeline')).toBeVisible();
      await page.waitForTimeout(400);
      await page.screenshot({ path: `${DIR}/view-${language}-${width}.png`, fullPage: true });
    });
  }
}
