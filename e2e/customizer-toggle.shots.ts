/**
 * Screenshots of the customizer's toggle where it now stands (issue 37): in the navbar (floating,
 * horizontal menu; static, side menu) and, with the navbar hidden, at the window's edge beside the
 * margin kept for it; on the people list, light and dark, at 390 and 1366 px; and the customizer
 * opened from the navbar. Written to reports/screenshots/customizer-toggle/. Not a test.
 *   SCREENSHOTS=1 npx playwright test --project=screenshots customizer-toggle.shots
 */
import { expect, test } from '@playwright/test';
import { signIn, useSettings } from './support/spine';

const frames = [
  { name: 'floating', settings: { layout: 'horizontal' } },
  { name: 'static', settings: { layout: 'vertical', navbar: 'static' } },
  { name: 'hidden', settings: { layout: 'vertical', navbar: 'hidden' } },
] as const;

for (const frame of frames) {
  for (const theme of ['light', 'dark'] as const) {
    for (const width of [390, 1366] as const) {
      test(`people list, navbar ${frame.name}, ${theme} ${width}`, async ({
        page,
        context,
      }, info) => {
        await signIn(context, 'admin', info.project.use.baseURL ?? '');
        await useSettings(context, { ...frame.settings, theme });
        await page.setViewportSize({ width, height: width === 390 ? 844 : 768 });
        await page.goto('/apps/user/user-list');
        await expect(page.getByTestId('person-row').first()).toBeVisible();
        await page.waitForTimeout(300);
        await page.screenshot({
          path: `reports/screenshots/customizer-toggle/people-${frame.name}-${theme}-${width}.png`,
        });
      });
    }
  }
}

for (const width of [390, 1366] as const) {
  test(`the customizer opened from the navbar, ${width}`, async ({ page, context }, info) => {
    await signIn(context, 'admin', info.project.use.baseURL ?? '');
    await useSettings(context, { theme: 'light' });
    await page.setViewportSize({ width, height: width === 390 ? 844 : 768 });
    await page.goto('/apps/todo/all');
    await expect(page.getByTestId('page-title')).toBeVisible();
    await page.getByTestId('customizer-toggle').hover();
    await page.screenshot({
      path: `reports/screenshots/customizer-toggle/todo-navbar-hover-${width}.png`,
    });
    await page.getByTestId('customizer-toggle').click();
    await expect(page.getByTestId('customizer')).toBeVisible();
    // the navbar hidden from the open customizer: it stays open, the toggle moves to the edge
    await page.getByTestId('customizer').getByRole('radio', { name: 'Hidden' }).first().check();
    await page.waitForTimeout(500);
    await expect(page.getByTestId('customizer')).toBeVisible();
    await page.screenshot({
      path: `reports/screenshots/customizer-toggle/customizer-hides-navbar-${width}.png`,
    });
  });
}
