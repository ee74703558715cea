/**
 * Screenshots of the chat (/apps/chat) in light and dark at 390 and 1366 px: the list, an open
 * conversation, a colleague's profile drawer and the status menu; written to
 * reports/screenshots/chat/. A tool, not a test:
 *   SCREENSHOTS=1 npx playwright test --project=screenshots chat.shots
 */
import { test, type Page } from '@playwright/test';
import { expect } from './auth-helpers';
import { signIn, useSettings } from './support/spine';

const themes = ['light', 'dark'] as const;
const widths = [390, 1366] as const;

/** after the pictures have loaded and the menus' and drawer's transitions have ended */
async function shot(page: Page, name: string) {
  await page.waitForFunction(() => [...document.images].every((image) => image.complete));
  await page.waitForTimeout(400);
  await page.screenshot({ path: `reports/screenshots/chat/${name}.png` });
}

for (const theme of themes) {
  for (const width of widths) {
    test(`chat ${theme} ${width}`, async ({ page, context }, testInfo) => {
      const at = `${theme}-${width}`;
      await signIn(context, 'admin', testInfo.project.use.baseURL ?? '');
      await useSettings(context, { theme, layout: width === 390 ? 'vertical' : 'horizontal' });
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      await page.goto('/apps/chat');
      const first = page.getByTestId('chat-list-chats').locator('a').first();
      await expect(first).toBeVisible();
      await shot(page, `list-${at}`);

      await page.getByTestId('chat-status-button').click();
      await expect(page.getByTestId('chat-status-menu')).toBeVisible();
      await shot(page, `status-menu-${at}`);
      await page.keyboard.press('Escape');

      await first.click();
      await expect(page.getByTestId('chat-messages')).toBeVisible();
      await expect(page.getByTestId('chat-message').first()).toBeVisible();
      await shot(page, `conversation-${at}`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );

      await page.getByTestId('chat-open-profile').click();
      await expect(page.getByTestId('chat-profile-about')).toBeVisible();
      await shot(page, `profile-${at}`);
    });
  }
}

for (const theme of themes) {
  test(`menu counts ${theme}`, async ({ page, context }, testInfo) => {
    await signIn(context, 'admin', testInfo.project.use.baseURL ?? '');
    await useSettings(context, { theme, layout: 'horizontal' });
    await page.setViewportSize({ width: 1366, height: 800 });
    await page.goto('/apps/user/user-list');
    const apps = page.getByRole('navigation', { name: 'Main menu' }).getByRole('button').first();
    await expect(apps.getByTestId('menu-badge')).toBeVisible();
    await apps.click();
    await expect(page.getByRole('menuitem', { name: /^Chat/ })).toBeVisible();
    await shot(page, `menu-horizontal-${theme}`);
    await page.evaluate(() => {
      const stored = JSON.parse(window.localStorage.getItem('settings') ?? '{}') as {
        state?: object;
      };
      const state = { ...stored.state, layout: 'vertical' };
      window.localStorage.setItem('settings', JSON.stringify({ ...stored, state }));
    });
    await page.reload();
    await expect(
      page.getByRole('complementary', { name: 'Main menu' }).getByTestId('menu-badge').first(),
    ).toBeVisible();
    await shot(page, `menu-vertical-${theme}`);
  });
}

for (const language of ['th', 'cn', 'de'] as const) {
  test(`chat in ${language} 390`, async ({ page, context }, testInfo) => {
    await signIn(context, 'admin', testInfo.project.use.baseURL ?? '');
    await useSettings(context, { theme: 'light', layout: 'vertical' });
    await context.addInitScript((code) => window.localStorage.setItem('language', code), language);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/apps/chat');
    const first = page.getByTestId('chat-list-chats').locator('a').first();
    await expect(first).toBeVisible();
    await shot(page, `list-${language}-390`);
    await first.click();
    await expect(page.getByTestId('chat-message').first()).toBeVisible();
    await shot(page, `conversation-${language}-390`);
  });
}
