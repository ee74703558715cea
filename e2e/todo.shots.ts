/**
 * Screenshots of the todo app (docs/adding-a-screen.md section 8): the list, the open task panel,
 * the phone's drawer and a view with nothing in it, light and dark, at 390, 1366 and 1920 px.
 * Not a test.
 *   SCREENSHOTS=1 npx playwright test --project=screenshots todo.shots
 * Written to reports/screenshots/todo/.
 */
import { expect, test } from '@playwright/test';
import { signIn, useSettings } from './support/spine';

for (const theme of ['light', 'dark'] as const) {
  for (const width of [390, 1366, 1920]) {
    test(`todo ${theme} ${width}`, async ({ page, context, baseURL }) => {
      await page.setViewportSize({ width, height: width < 500 ? 844 : width > 1500 ? 1080 : 900 });
      // the editor: the admin's list fills with the tests' tasks
      await signIn(context, 'editor', baseURL!);
      await useSettings(context, { theme, layout: 'vertical' });
      const shot = (name: string) =>
        page.screenshot({ path: `reports/screenshots/todo/${name}-${theme}-${width}.png` });

      await page.goto('/apps/todo/all');
      await expect(page.getByTestId('task-row').first()).toBeVisible({ timeout: 20_000 });
      await shot('list');

      if (width < 768) {
        await page.getByTestId('open-panel').click();
        await expect(page.getByTestId('todo-drawer').getByTestId('todo-panel')).toBeVisible();
        await page.waitForTimeout(400);
        await shot('drawer');
        await page.keyboard.press('Escape');
        await expect(page.getByTestId('todo-drawer').getByTestId('todo-panel')).toBeHidden();
      }

      await page.getByTestId('task-open').first().click();
      await expect(page.getByTestId('task-form')).toBeVisible();
      await page.waitForTimeout(400);
      await shot('panel');
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('task-form')).toBeHidden();

      await page.getByTestId('task-search').fill('no task is called like this');
      await expect(page.getByTestId('empty-search')).toBeVisible();
      await shot('empty-search');
      await page.getByTestId('task-search').fill('');

      // the empty states, drawn from empty lists (a picture, not the reader's data)
      await page.route('**/api/apps/todo/tasks?filter=*', (route) =>
        route.fulfill({ status: 200, contentType: 'application/json', body: '[]' }),
      );
      await page.goto('/apps/todo/starred');
      await expect(page.getByTestId('empty-view')).toBeVisible();
      await shot('empty-view');
      await page.goto('/apps/todo/all');
      await expect(page.getByTestId('empty-none')).toBeVisible();
      await shot('empty-none');
    });
  }
}

/** German and Thai at 390 px (long words, another script): the list and the open panel. */
for (const language of ['de', 'th'] as const) {
  test(`todo ${language} 390`, async ({ page, context, baseURL }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(context, 'editor', baseURL!);
    await useSettings(context, { theme: 'light', layout: 'vertical' });
    await context.addInitScript((l) => window.localStorage.setItem('language', l), language);
    await page.goto('/apps/todo/all');
    await expect(page.getByTestId('task-row').first()).toBeVisible({ timeout: 20_000 });
    await page.screenshot({ path: `reports/screenshots/todo/list-${language}-390.png` });
    await page.getByTestId('task-open').first().click();
    await expect(page.getByTestId('task-form')).toBeVisible();
    await page.waitForTimeout(400);
    await page.screenshot({ path: `reports/screenshots/todo/panel-${language}-390.png` });
  });
}
