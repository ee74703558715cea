import { expect, type Page } from '@playwright/test';

/**
 * Opens a public page (`path` as it is, English by default) in a colour scheme, as a visitor who
 * chose that language and scheme before: both are stored before the page's first script runs, and
 * the page is ready once its islands have started (`data-site-hydrated`).
 */
export async function openSitePage(
  page: Page,
  path: string,
  { scheme = 'light', language = 'en' }: { scheme?: 'light' | 'dark'; language?: string } = {},
) {
  await page.addInitScript(
    ([code, theme]) => {
      window.localStorage.setItem('language', code);
      window.localStorage.setItem('settings', JSON.stringify({ state: { theme }, version: 1 }));
    },
    [language, scheme] as const,
  );
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-site-hydrated', 'true');
}
