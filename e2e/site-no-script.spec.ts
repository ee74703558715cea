/**
 * The public website without JavaScript (docs/decisions/0069-public-pages-as-islands.md):
 * every page shows its text in its language, the header's menus (native disclosures) open and
 * their links go where they say, the language menu and the footer lead to the other languages,
 * and nothing that only script can work is offered. With script, a public page loads the islands
 * and none of the application.
 */
import { expect } from '@playwright/test';
import { test } from './support/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LanguageCode } from '../app/lib/i18n/languages';
import { localizedPath } from '../app/lib/i18n/localized-path';
import { publicPagePaths } from '../app/pages';
import { expectedHtmlLang } from './support/languages';

type Json = { [key: string]: Json } | Json[] | string;
const siteText = (lang: LanguageCode, path: string): string => {
  const json = JSON.parse(readFileSync(join('app', 'locales', lang, 'site.json'), 'utf8')) as Json;
  let value: Json = json;
  for (const key of path.split('.')) value = (value as Record<string, Json>)[key];
  if (typeof value !== 'string') throw new Error(`no ${path} in ${lang}`);
  return value;
};

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const lang of Object.keys(expectedHtmlLang) as LanguageCode[]) {
    test(`every page in ${lang} shows its content and its language`, async ({ page }) => {
      for (const path of publicPagePaths()) {
        await page.goto(localizedPath(path, lang));
        await expect(page.locator('html'), path).toHaveAttribute('lang', expectedHtmlLang[lang]);
        await expect(page.locator('h1'), path).toBeVisible();
        await expect(page.getByRole('contentinfo'), path).toBeVisible();
        // the pictures of the page are there, and named
        for (const img of await page.locator('main img').all())
          await expect(img, path).toHaveAttribute('alt', /.*/);
      }
    });
  }

  test('the header menus open and lead to their pages; the theme button is not offered', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/fr/home');
    await expect(page.getByTestId('color-scheme-toggle')).toBeHidden();
    const banner = page.getByRole('banner');
    await banner.locator('summary', { hasText: siteText('fr', 'layout.services') }).click();
    await banner
      .getByRole('link', { name: new RegExp(`^${siteText('fr', 'serviceNames.customs')}`) })
      .click();
    await expect(page).toHaveURL(/\/fr\/ourservices\/customs$/);
    await expect(page.locator('h1')).toHaveText(siteText('fr', 'customs.hero.title'));
    // the language menu, to the same page in Thai
    await page.getByTestId('language-menu').locator('summary').click();
    await page.getByTestId('language-menu').getByRole('link', { name: 'ไทย' }).click();
    await expect(page).toHaveURL(/\/th\/ourservices\/customs$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'th');
    // the footer's list, to the same page in Portuguese
    await page.getByTestId('footer-languages').getByRole('link', { name: 'Português' }).click();
    await expect(page).toHaveURL(/\/pt\/ourservices\/customs$/);
  });

  test('on a phone the menu opens and leads to its pages', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/de/home');
    await page.getByTestId('phone-menu-toggle').click();
    const menu = page.getByRole('navigation', { name: siteText('de', 'layout.menuTitle') });
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: siteText('de', 'layout.portfolio') }).click();
    await expect(page).toHaveURL(/\/de\/Portfolio$/);
    await expect(page.locator('h1')).toHaveText(siteText('de', 'portfolio.hero.title'));
  });
});

test('with JavaScript, a public page loads its islands and none of the application', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/cn/ContactUs');
  await expect(page.locator('html')).toHaveAttribute('data-site-hydrated', 'true');
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((s) => /entry\.client|manifest-|chunk-|root-|i18n/.test(s))).toEqual([]);
  expect(await page.evaluate(() => 'React' in window || '__reactRouterContext' in window)).toBe(
    false,
  );
});
