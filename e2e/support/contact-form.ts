/**
 * The contact form in the browser tests (e2e/site-contact*.spec.ts): its fields and messages by
 * id, the texts of site.json, a right set of values, the page in a language.
 */
import { expect as baseExpect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LanguageCode } from '../../app/lib/i18n/languages';
import { localizedPath } from '../../app/lib/i18n/localized-path';
import { expectedHtmlLang } from './languages';

/** generous: the machine is shared, and a first send loads the HTTP client on demand */
export const expect = baseExpect.configure({ timeout: 15_000 });

type Json = { [key: string]: Json } | string;
const locale = (lang: string, ns = 'site') =>
  JSON.parse(readFileSync(join('app', 'locales', lang, `${ns}.json`), 'utf8')) as Json;

/** The text of `key` of site.json in `lang`, its placeholders filled. */
export function text(lang: LanguageCode, key: string, values: Record<string, string> = {}) {
  let value: Json | undefined = locale(lang);
  for (const part of key.split('.')) value = typeof value === 'object' ? value[part] : undefined;
  if (typeof value !== 'string') throw new Error(`no ${key} in ${lang}`);
  return value.replace(/{{(\w+)}}/g, (_, name: string) => values[name] ?? '');
}

export const fields = ['name', 'email', 'phone', 'company', 'service', 'message'] as const;

export type Field = (typeof fields)[number];

/** A field of the form by its id (its label is tested by axe and by site.spec.ts). */
export const field = (page: Page, name: Field) => page.locator(`#contact-${name}`);
/** The message next to a field. */
export const note = (page: Page, name: Field) => page.locator(`#contact-${name}-error`);

export async function expectMessage(page: Page, name: Field, message: string) {
  await expect(note(page, name)).toHaveText(message);
  await expect(note(page, name)).toBeVisible();
  await expect(field(page, name)).toHaveAttribute('aria-invalid', 'true');
  await expect(field(page, name)).toHaveAttribute(
    'aria-describedby',
    new RegExp(`(^| )contact-${name}-error$`),
  );
}
export async function expectNoMessage(page: Page, name: Field) {
  await expect(note(page, name)).toBeHidden();
  await expect(field(page, name)).not.toHaveAttribute('aria-invalid', 'true');
}

export async function fill(page: Page, values: Partial<Record<Field, string>>) {
  for (const [name, value] of Object.entries(values) as [Field, string][]) {
    if (name === 'service') await field(page, name).selectOption(value);
    else await field(page, name).fill(value);
  }
}

export const right = {
  name: 'Malee Chaiyaporn',
  email: 'malee@example.com',
  phone: '+66 81 234 5678',
  company: 'Chaiyaporn Rubber Co.',
  service: 'sea-freight',
  message: 'Two 40-foot containers of latex gloves to Hamburg, ready on 3 March.',
};

export async function open(page: Page, lang: LanguageCode, hydrated: boolean) {
  await page.goto(localizedPath('/ContactUs', lang));
  await expect(page.locator('html')).toHaveAttribute('lang', expectedHtmlLang[lang]);
  if (hydrated) {
    await expect(page.locator('html')).toHaveAttribute('data-site-hydrated', 'true');
  }
}
