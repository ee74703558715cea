/**
 * Screenshots of the form pages (/forms/..., docs/decisions/0064): each page whole, light and dark,
 * at 390 and 1366 px; form-validation after a refused submit and the wizard at its second step too.
 * Not a test.
 *   SCREENSHOTS=1 npx playwright test --project=screenshots forms.shots
 * Written to reports/screenshots/forms/.
 */
import { expect, test, type Page } from '@playwright/test';
import { signIn, useSettings } from './support/spine';

const PAGES = [
  ['switch', '/forms/form-elements/switch'],
  ['checkbox', '/forms/form-elements/checkbox'],
  ['radio', '/forms/form-elements/radio'],
  ['input', '/forms/form-elements/input'],
  ['textarea', '/forms/form-elements/textarea'],
  ['number-input', '/forms/form-elements/number-input'],
  ['select', '/forms/form-elements/select'],
  ['input-group', '/forms/form-input-group'],
  ['layouts', '/forms/form-layouts'],
  ['validation', '/forms/form-validation'],
  ['wizard', '/forms/form-wizard'],
] as const;

async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('section[data-testid^="example-"]').first()).toBeVisible({
    timeout: 30_000,
  });
  await page.waitForTimeout(500);
}

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `reports/screenshots/forms/${name}.png`, fullPage: true });

for (const theme of ['light', 'dark'] as const) {
  for (const width of [390, 1366]) {
    test(`forms ${theme} ${width}`, async ({ page, context, baseURL }) => {
      test.setTimeout(240_000);
      await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
      await signIn(context, 'admin', baseURL!);
      await useSettings(context, { theme, layout: 'vertical' });
      for (const [name, path] of PAGES) {
        await open(page, path);
        await shot(page, `${name}-${theme}-${width}`);
        // no sideways scroll of the page
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          width,
        );
      }
      await open(page, '/forms/form-validation');
      await page.getByTestId('validation-submit').click();
      await page.waitForTimeout(400);
      await page.evaluate(() => window.scrollTo(0, 0));
      await shot(page, `validation-refused-${theme}-${width}`);

      await open(page, '/forms/form-wizard');
      await page.getByTestId('wizard-destination').click();
      await page.getByRole('option', { name: 'Rotterdam', exact: true }).click();
      await page.getByTestId('wizard-ready').fill('2026-05-04');
      await page.getByTestId('wizard-next').click();
      await page.getByTestId('wizard-next').click();
      await page.waitForTimeout(300);
      await shot(page, `wizard-cargo-refused-${theme}-${width}`);
    });
  }
}

/** German and Thai at 390 px (long words, another script): the select, validation and wizard. */
for (const language of ['de', 'th'] as const) {
  test(`forms ${language} 390`, async ({ page, context, baseURL }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(context, 'admin', baseURL!);
    await useSettings(context, { theme: 'light', layout: 'vertical' });
    await context.addInitScript((l) => window.localStorage.setItem('language', l), language);
    for (const [name, path] of PAGES.filter(([n]) =>
      ['input-group', 'validation', 'wizard', 'number-input'].includes(n),
    )) {
      await open(page, path);
      await shot(page, `${name}-${language}-390`);
    }
  });
}
