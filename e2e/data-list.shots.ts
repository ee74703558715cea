/**
 * Screenshots of the data list (docs/adding-a-screen.md section 8): the list view with a
 * selection, the thumbnail view, and the side panel (new, refused, and filled in to edit), light
 * and dark, at 390, 1366 and 1920 px; German and Thai at 390 px. Not a test.
 *   SCREENSHOTS=1 npx playwright test --project=screenshots data-list.shots
 * Written to reports/screenshots/data-list/.
 */
import { expect, test, type Page } from '@playwright/test';
import { LIST_VIEW, THUMB_VIEW, rows } from './support/data-list';
import { signIn, useSettings } from './support/spine';

const DIR = 'reports/screenshots/data-list';

async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByTestId('data-list-screen')).toBeVisible({ timeout: 20_000 });
  await expect(rows(page).first()).toBeVisible({ timeout: 20_000 });
  // the pictures of the page loaded
  await expect
    .poll(() =>
      page
        .locator('img')
        .evaluateAll((list) => list.every((img) => (img as HTMLImageElement).complete)),
    )
    .toBe(true);
  await page.waitForTimeout(300);
}

for (const theme of ['light', 'dark'] as const) {
  for (const width of [390, 1366, 1920]) {
    test(`data list ${theme} ${width}`, async ({ page, context, baseURL }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width, height: width < 500 ? 844 : width > 1500 ? 1080 : 900 });
      await signIn(context, 'admin', baseURL!);
      await useSettings(context, { theme, layout: 'vertical' });
      const shot = (name: string, fullPage = false) =>
        page.screenshot({ path: `${DIR}/${name}-${theme}-${width}.png`, fullPage });

      await open(page, `${LIST_VIEW}?perPage=10`);
      await rows(page).nth(1).getByTestId('product-select').check();
      await rows(page).nth(2).getByTestId('product-select').check();
      await shot('list');
      await shot('list-full', true);

      await open(page, `${THUMB_VIEW}?perPage=10`);
      await shot('thumbs');
      await shot('thumbs-full', true);

      await page.getByTestId('data-list-add').click();
      await expect(page.getByTestId('product-form')).toBeVisible();
      await page.waitForTimeout(400);
      await shot('panel-new');
      await page.getByTestId('product-save').click();
      await expect(page.getByText('This field is required.').first()).toBeVisible();
      await shot('panel-refused');
      await page.getByRole('button', { name: 'Close the panel' }).click();
      await expect(page.getByTestId('product-form')).toBeHidden();

      await rows(page).first().getByTestId('product-edit').click();
      await expect(page.getByTestId('product-form')).toBeVisible();
      await page.waitForTimeout(400);
      await shot('panel-edit');
      await page.getByRole('button', { name: 'Close the panel' }).click();

      await rows(page).first().getByTestId('product-delete').click();
      await expect(page.getByTestId('delete-confirm-text')).toBeVisible();
      await page.waitForTimeout(300);
      await shot('delete-confirm');
    });
  }
}

/** German and Thai at 390 px (long words, another script): both views. */
for (const language of ['de', 'th'] as const) {
  test(`data list ${language} 390`, async ({ page, context, baseURL }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(context, 'admin', baseURL!);
    await useSettings(context, { theme: 'light', layout: 'vertical' });
    await context.addInitScript((l) => window.localStorage.setItem('language', l), language);
    await open(page, `${LIST_VIEW}?perPage=4`);
    await page.screenshot({ path: `${DIR}/list-${language}-390.png`, fullPage: true });
    await open(page, `${THUMB_VIEW}?perPage=4`);
    await page.screenshot({ path: `${DIR}/thumbs-${language}-390.png`, fullPage: true });
  });
}
