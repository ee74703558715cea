/**
 * The contact form as an island (docs/decisions/0069-public-pages-as-islands.md): with JavaScript
 * in both modes (the Node server answers POST /api/contact, or in browser mode the in-page back
 * end, loaded on the first send only), and without JavaScript in server mode (the form posts to
 * its own page, which the server answers filled in). Messages next to the fields, values kept,
 * in English and another language; axe finds nothing serious.
 *
 * The server counts at most 5 sends a minute per address, every try (api/modules/contact): each
 * test speaks from an address of its own (e2e/support/client-address.ts).
 */
import { expect as baseExpect, test, type Browser, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { contactLimits } from '../api/contract/contact-rules';
import type { LanguageCode } from '../app/lib/languages';
import { localizedPath } from '../app/lib/localized-path';
import { seriousViolations } from './support/axe';
import { useOwnClientAddress } from './support/client-address';
import { expectedHtmlLang } from './support/languages';

/** generous: the machine is shared, and a first send loads the HTTP client on demand */
const expect = baseExpect.configure({ timeout: 15_000 });

type Json = { [key: string]: Json } | string;
const locale = (lang: string, ns = 'site') =>
  JSON.parse(readFileSync(join('app', 'locales', lang, `${ns}.json`), 'utf8')) as Json;

/** The text of `key` of site.json in `lang`, its placeholders filled. */
function text(lang: LanguageCode, key: string, values: Record<string, string> = {}) {
  let value: Json | undefined = locale(lang);
  for (const part of key.split('.')) value = typeof value === 'object' ? value[part] : undefined;
  if (typeof value !== 'string') throw new Error(`no ${key} in ${lang}`);
  return value.replace(/{{(\w+)}}/g, (_, name: string) => values[name] ?? '');
}

const fields = ['name', 'email', 'phone', 'company', 'service', 'message'] as const;

test.beforeEach(({ page }, info) => useOwnClientAddress(page, info));
type Field = (typeof fields)[number];

/** A field of the form by its id (its label is tested by axe and by site.spec.ts). */
const field = (page: Page, name: Field) => page.locator(`#contact-${name}`);
/** The message next to a field. */
const note = (page: Page, name: Field) => page.locator(`#contact-${name}-error`);

async function expectMessage(page: Page, name: Field, message: string) {
  await expect(note(page, name)).toHaveText(message);
  await expect(note(page, name)).toBeVisible();
  await expect(field(page, name)).toHaveAttribute('aria-invalid', 'true');
  await expect(field(page, name)).toHaveAttribute(
    'aria-describedby',
    new RegExp(`(^| )contact-${name}-error$`),
  );
}
async function expectNoMessage(page: Page, name: Field) {
  await expect(note(page, name)).toBeHidden();
  await expect(field(page, name)).not.toHaveAttribute('aria-invalid', 'true');
}

async function fill(page: Page, values: Partial<Record<Field, string>>) {
  for (const [name, value] of Object.entries(values) as [Field, string][]) {
    if (name === 'service') await field(page, name).selectOption(value);
    else await field(page, name).fill(value);
  }
}

const right = {
  name: 'Malee Chaiyaporn',
  email: 'malee@example.com',
  phone: '+66 81 234 5678',
  company: 'Chaiyaporn Rubber Co.',
  service: 'sea-freight',
  message: 'Two 40-foot containers of latex gloves to Hamburg, ready on 3 March.',
};

async function open(page: Page, lang: LanguageCode, hydrated: boolean) {
  await page.goto(localizedPath('/ContactUs', lang));
  await expect(page.locator('html')).toHaveAttribute('lang', expectedHtmlLang[lang]);
  if (hydrated) {
    await expect(page.locator('html')).toHaveAttribute('data-site-hydrated', 'true');
  }
}

test.describe('the contact form with JavaScript', () => {
  test('English: messages next to the fields on submit and on blur, cleared once right; axe finds nothing', async ({
    page,
  }, testInfo) => {
    // server mode: the island's send is checked by site.spec.ts; here the answer is made up, so
    // that the rate limit of the real one is kept for the sends below
    if (testInfo.project.name === 'server') {
      await page.route('**/api/contact', (route) =>
        route.fulfill({ status: 201, contentType: 'application/json', body: '{"ok":true,"id":1}' }),
      );
    }
    await open(page, 'en', true);
    await page.getByTestId('contact-submit').click();
    await expect(field(page, 'name')).toBeFocused();
    await expectMessage(page, 'name', text('en', 'contact.form.errors.nameRequired'));
    await expectMessage(page, 'email', text('en', 'contact.form.errors.emailRequired'));
    await expectMessage(page, 'service', text('en', 'contact.form.errors.serviceRequired'));
    await expectMessage(page, 'message', text('en', 'contact.form.errors.messageRequired'));
    await expectNoMessage(page, 'phone');
    await expectNoMessage(page, 'company');
    // the message's hint stays described with its error
    await expect(field(page, 'message')).toHaveAttribute(
      'aria-describedby',
      'contact-message-description contact-message-error',
    );
    expect(await seriousViolations(page)).toEqual([]);

    await fill(page, { name: right.name });
    await expectNoMessage(page, 'name');
    await field(page, 'phone').fill('12');
    await field(page, 'phone').blur();
    await expectMessage(page, 'phone', text('en', 'contact.form.errors.phoneInvalid'));
    await fill(page, { ...right, message: 'Too short' });
    await expectMessage(
      page,
      'message',
      text('en', 'contact.form.errors.messageShort', { count: String(contactLimits.messageMin) }),
    );
    await fill(page, right);
    for (const name of fields) await expectNoMessage(page, name);
    await page.getByTestId('contact-submit').click();
    const success = page.getByTestId('contact-success');
    await expect(success).toContainText(text('en', 'contact.form.success.title'));
    await expect(success).toContainText(
      text('en', 'contact.form.success.text', { email: right.email }),
    );
    await expect(success).toBeFocused();
    await expect(page.getByTestId('contact-form')).toBeHidden();
    expect(await seriousViolations(page)).toEqual([]);

    // another message: the empty form again
    await success.getByRole('link', { name: text('en', 'contact.form.success.again') }).click();
    await expect(page.getByTestId('contact-form')).toBeVisible();
    await expect(field(page, 'name')).toHaveValue('');
    await expect(field(page, 'name')).toBeFocused();
  });

  test('German: a real send, the messages and the confirmation in German', async ({
    page,
  }, testInfo) => {
    // browser mode: the in-page back end is a service worker (browser-api/start.ts)
    const workers = () =>
      page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length);
    await open(page, 'de', true);
    await fill(page, { ...right, email: 'malee@' });
    await field(page, 'email').blur();
    await expectMessage(page, 'email', text('de', 'contact.form.errors.emailInvalid'));
    await page.getByTestId('contact-submit').click();
    await expect(field(page, 'email')).toBeFocused();
    // nothing sent while a field is wrong: in browser mode, no back end started yet either
    expect(await workers()).toBe(0);
    await fill(page, { email: right.email });
    await expectNoMessage(page, 'email');
    await page.getByTestId('contact-submit').click();
    await expect(page.getByTestId('contact-success')).toContainText(
      text('de', 'contact.form.success.text', { email: right.email }),
    );
    if (testInfo.project.name === 'browser-mode') {
      // the in-page back end answered, started by this first send
      expect(await workers()).toBe(1);
    }
  });
});

/**
 * axe on the page as the server answered it: axe runs in the page, so in a second page with
 * JavaScript, given the same HTML at the same address (its styles from the server).
 */
async function violationsWithoutScript(browser: Browser, page: Page) {
  const html = await page.content();
  const url = page.url();
  const context = await browser.newContext({ javaScriptEnabled: true });
  try {
    const copy = await context.newPage();
    await copy.route(url, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: html }),
    );
    await copy.goto(url);
    return await seriousViolations(copy);
  } finally {
    await context.close();
  }
}

test.describe('the contact form without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  // the server answers the form's post; the static serve of browser mode has nothing to answer it
  test.beforeEach(() => {
    test.skip(test.info().project.name !== 'server', 'server mode only');
  });

  test(
    'English: a wrong form comes back with the values and the messages, a right one is sent',
    { tag: '@api' },
    async ({ page, browser }) => {
      await open(page, 'en', false);
      await fill(page, { ...right, email: 'not-an-address', message: 'Too short', name: '' });
      await page.getByTestId('contact-submit').click();
      await expect(page).toHaveURL((url) => url.pathname === '/ContactUs');
      await expectMessage(page, 'name', text('en', 'contact.form.errors.nameRequired'));
      await expectMessage(page, 'email', text('en', 'contact.form.errors.emailInvalid'));
      await expectMessage(
        page,
        'message',
        text('en', 'contact.form.errors.messageShort', { count: String(contactLimits.messageMin) }),
      );
      for (const name of ['phone', 'company', 'service'] as const) await expectNoMessage(page, name);
      // what was typed is still there
      await expect(field(page, 'email')).toHaveValue('not-an-address');
      await expect(field(page, 'phone')).toHaveValue(right.phone);
      await expect(field(page, 'company')).toHaveValue(right.company);
      await expect(field(page, 'service')).toHaveValue(right.service);
      await expect(field(page, 'message')).toHaveValue('Too short');
      expect(await violationsWithoutScript(browser, page)).toEqual([]);

      await fill(page, right);
      await page.getByTestId('contact-submit').click();
      const success = page.getByTestId('contact-success');
      await expect(success).toContainText(text('en', 'contact.form.success.title'));
      await expect(success).toContainText(
        text('en', 'contact.form.success.text', { email: right.email }),
      );
      await expect(page.getByTestId('contact-form')).toHaveCount(0);
      expect(await violationsWithoutScript(browser, page)).toEqual([]);
      // another message: the page again, empty
      await success.getByRole('link', { name: text('en', 'contact.form.success.again') }).click();
      await expect(field(page, 'name')).toHaveValue('');
    },
  );

  test('Thai: the messages in Thai, next to their fields', { tag: '@api' }, async ({
    page,
    browser,
  }) => {
    await open(page, 'th', false);
    await fill(page, { name: 'มาลี', phone: 'abc' });
    await page.getByTestId('contact-submit').click();
    await expect(page).toHaveURL((url) => url.pathname === '/th/ContactUs');
    await expectMessage(page, 'email', text('th', 'contact.form.errors.emailRequired'));
    await expectMessage(page, 'phone', text('th', 'contact.form.errors.phoneInvalid'));
    await expectMessage(page, 'service', text('th', 'contact.form.errors.serviceRequired'));
    await expectMessage(page, 'message', text('th', 'contact.form.errors.messageRequired'));
    await expectNoMessage(page, 'name');
    await expect(field(page, 'name')).toHaveValue('มาลี');
    await expect(field(page, 'phone')).toHaveValue('abc');
    expect(await violationsWithoutScript(browser, page)).toEqual([]);
  });
});
