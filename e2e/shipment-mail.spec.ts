/**
 * Shipment status mail from the reader's side (api/modules/shipment-mail), server mode: a visitor
 * asks to follow a seeded shipment from its tracking page (double opt-in: the same "check your
 * inbox" whatever the address), a bad address is refused next to the field; the pages a mail's
 * links open (/follow/confirm, /unsubscribe) send nothing on load and say an invalid link after the
 * press; the demo customer's "Shipment e-mails" section keeps a new choice across a reload, and
 * staff have no such section. Axe in light and dark on each. Browser mode (mail off):
 * shipment-mail.browser-mode.spec.ts.
 *
 * The follow request is limited per address and per client (api/modules/shipment-mail/contract.ts):
 * each test speaks from an address of its own (e2e/support/client-address.ts) and asks for new
 * mail addresses.
 */
import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  formatTrackingNumber,
  makeTrackingNumber,
} from '../api/modules/shipments/contract-tracking-number';
import { SAMPLE_TRACKING_NUMBER } from '../api/modules/shipments/seed';
import type { LanguageCode } from '../app/lib/i18n/languages';
import { localizedPath } from '../app/lib/i18n/localized-path';
import { expect, newEmail, signInWithForm } from './auth-helpers';
import { colourViolations, violations } from './support/axe';
import { callApi } from './support/call-api';
import { useOwnClientAddress } from './support/client-address';
import { expectedHtmlLang } from './support/languages';
import { signIn, watchConsole } from './support/spine';
import { test } from './support/test';
import { expectAxeCleanInLightThenDark } from './support/theme';

type Json = { [key: string]: Json } | string;
const load = (lang: string, ns: string) =>
  JSON.parse(readFileSync(join('app', 'locales', lang, `${ns}.json`), 'utf8')) as Json;

/** A text of a namespace in a language, its {{values}} filled in. */
function text(lang: string, key: string, values: Record<string, string> = {}, ns = 'site') {
  let node: Json | undefined = load(lang, ns);
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`no ${ns}:${key} in ${lang}`);
  return node.replace(/{{(\w+)}}/g, (_, name: string) => values[name] ?? '');
}

const customer = { email: 'customer@demo.com', password: 'customer-demo-pass' };

/** Opens a public page's English path in `lang`, once its islands are live. */
async function openPublic(page: Page, path: string, lang: LanguageCode = 'en') {
  await page.goto(localizedPath(path, lang));
  await expect(page.locator('html')).toHaveAttribute('data-site-hydrated', 'true');
  await expect(page.locator('html')).toHaveAttribute('lang', expectedHtmlLang[lang]);
}

/** axe on a public page: every rule in light, then the colour rules after the site's switch to dark. */
async function expectPublicAxeClean(page: Page, what: string) {
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
  expect(await violations(page), `${what}, light`).toEqual([]);
  await page.getByTestId('color-scheme-toggle').click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  expect(await colourViolations(page), `${what}, dark`).toEqual([]);
  await page.getByTestId('color-scheme-toggle').click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
}

/** the shipment-mail requests the page made */
function watchMailCalls(page: Page) {
  const calls: string[] = [];
  page.on('request', (r) => {
    const { pathname, search } = new URL(r.url());
    if (/^\/api\/(track\/[^/]+\/follow|track\/follow\/confirm|mail\/unsubscribe)/.test(pathname))
      calls.push(`${r.method()} ${pathname}${search}`);
  });
  return calls;
}

test.beforeEach(({ page }, info) => useOwnClientAddress(page, info));

test.describe('following a shipment from its tracking page', () => {
  test('a bad address is refused next to the field; a good one is told to check its inbox; axe finds nothing', async ({
    page,
  }) => {
    const errors = watchConsole(page);
    const calls = watchMailCalls(page);
    await openPublic(page, `/track/${SAMPLE_TRACKING_NUMBER}`);
    await expect(page.getByTestId('track-result')).toBeVisible();
    const follow = page.getByTestId('track-follow');
    await expect(follow).toBeVisible();
    await expect(follow.getByRole('heading', { level: 2 })).toHaveText(
      text('en', 'track.follow.title'),
    );
    const field = follow.getByRole('textbox', { name: text('en', 'track.follow.label') });
    await expect(field).toHaveAttribute('type', 'email');
    await expectPublicAxeClean(page, 'the follow form');

    // empty: said at once, nothing sent
    await follow.getByRole('button', { name: text('en', 'track.follow.submit') }).click();
    const error = page.getByTestId('track-follow-error');
    await expect(error).toHaveText(text('en', 'track.follow.errors.required'));
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toBeFocused();
    expect(calls).toEqual([]);

    // not an address: the server's refusal (422 naming email), next to the field
    await field.fill('not-an-address');
    await expect(error).toBeHidden();
    const refused = page.waitForResponse((r) => r.url().endsWith('/follow'));
    await field.press('Enter');
    expect((await refused).status()).toBe(422);
    await expect(error).toHaveText(text('en', 'track.follow.errors.invalid'));
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAttribute('aria-describedby', /track-follow-error/);
    await expectPublicAxeClean(page, 'the follow form with a refused address');

    // a good address: 202, and the same words whether it can take mail or not
    await field.fill(newEmail('follow'));
    const accepted = page.waitForResponse((r) => r.url().endsWith('/follow'));
    await follow.getByRole('button', { name: text('en', 'track.follow.submit') }).click();
    const reply = await accepted;
    expect(reply.status()).toBe(202);
    expect(JSON.parse(reply.request().postData() ?? '{}')).toMatchObject({ language: 'en' });
    const sent = page.getByTestId('track-follow-sent');
    await expect(sent).toHaveText(text('en', 'track.follow.sent'));
    await expect(sent).toBeFocused();
    await expect(page.getByTestId('track-follow-form')).toHaveCount(0);
    await expectPublicAxeClean(page, 'the follow form, sent');
    expect(calls).toEqual([
      `POST /api/track/${SAMPLE_TRACKING_NUMBER}/follow`,
      `POST /api/track/${SAMPLE_TRACKING_NUMBER}/follow`,
    ]);
    expect(errors.filter((e) => !/status of 422/.test(e))).toEqual([]);
  });

  test("in German: the page's texts, and the mails asked for in German", async ({ page }) => {
    await openPublic(page, `/track/${SAMPLE_TRACKING_NUMBER}`, 'de');
    const follow = page.getByTestId('track-follow');
    await expect(follow.getByRole('heading', { level: 2 })).toHaveText(
      text('de', 'track.follow.title'),
    );
    await follow
      .getByRole('textbox', { name: text('de', 'track.follow.label') })
      .fill(newEmail('folgen'));
    const accepted = page.waitForResponse((r) => r.url().endsWith('/follow'));
    await follow.getByRole('button', { name: text('de', 'track.follow.submit') }).click();
    const reply = await accepted;
    expect(reply.status()).toBe(202);
    expect(JSON.parse(reply.request().postData() ?? '{}')).toMatchObject({ language: 'de' });
    await expect(page.getByTestId('track-follow-sent')).toHaveText(text('de', 'track.follow.sent'));
  });

  test('an unknown number shows no follow form', async ({ page }) => {
    // a number of the right shape that no shipment has (the API draws from crypto, not 1..10)
    const unknown = makeTrackingNumber(Uint32Array.from([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]));
    await openPublic(page, `/track/${unknown}`);
    await expect(page.getByTestId('track-not-found')).toBeVisible();
    await expect(page.getByTestId('track-follow')).toBeHidden();
  });
});

test.describe("the pages a mail's links open", () => {
  for (const { path, action, done } of [
    { path: '/follow/confirm', action: 'followConfirm.action', done: 'followConfirm' },
    { path: '/unsubscribe', action: 'unsubscribe.action', done: 'unsubscribe' },
  ]) {
    test(`${path}: nothing is sent on load; a bad token is an invalid link after the press; axe finds nothing`, async ({
      page,
    }) => {
      const errors = watchConsole(page);
      const calls = watchMailCalls(page);
      await openPublic(page, `${path}?token=not-a-token-the-server-made`);
      await expect(page.locator('h1')).toHaveText(text('en', `${done}.hero.title`));
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      const button = page.getByRole('button', { name: text('en', action) });
      await expect(button).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(calls, 'nothing sent on load').toEqual([]);
      await expectPublicAxeClean(page, `${path}, before the press`);

      const answered = page.waitForResponse(
        (r) =>
          r.request().method() === 'POST' && /\/(mail\/unsubscribe|follow\/confirm)/.test(r.url()),
      );
      await button.click();
      expect((await answered).status()).toBe(404);
      const invalid = page.getByTestId('mail-link-invalid');
      await expect(invalid).toContainText(text('en', 'mailLink.invalid'));
      await expect(invalid).toBeFocused();
      await expect(button).toHaveCount(0);
      await expect(
        invalid.getByRole('link', { name: text('en', 'mailLink.track') }),
      ).toHaveAttribute('href', '/track');
      await expectPublicAxeClean(page, `${path}, invalid`);
      expect(calls).toHaveLength(1);
      expect(calls[0]).toMatch(
        path === '/unsubscribe'
          ? /^POST \/api\/mail\/unsubscribe\?token=not-a-token-the-server-made$/
          : /^POST \/api\/track\/follow\/confirm$/,
      );
      expect(errors.filter((e) => !/status of 404/.test(e))).toEqual([]);
    });
  }

  test('without a token the link cannot work: said at once, nothing sent; in Thai', async ({
    page,
  }) => {
    const calls = watchMailCalls(page);
    await openPublic(page, '/unsubscribe', 'th');
    await expect(page.locator('h1')).toHaveText(text('th', 'unsubscribe.hero.title'));
    await expect(page.getByTestId('mail-link-invalid')).toContainText(
      text('th', 'mailLink.invalid'),
    );
    await expect(
      page
        .getByTestId('mail-link-invalid')
        .getByRole('link', { name: text('th', 'mailLink.track') }),
    ).toHaveAttribute('href', '/th/track');
    await page.waitForLoadState('networkidle');
    expect(calls).toEqual([]);
  });

  test('a German confirmation page reads in German', async ({ page }) => {
    await openPublic(page, '/follow/confirm?token=abc', 'de');
    await expect(page.locator('h1')).toHaveText(text('de', 'followConfirm.hero.title'));
    await expect(
      page.getByRole('button', { name: text('de', 'followConfirm.action') }),
    ).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${text('de', 'followConfirm.meta.title')} \\| `));
  });

  test("a confirmation names the shipment and links to it in the page's language", async ({
    page,
  }) => {
    // the link's token comes by mail; the server's answer to a good one is stood in for here
    await page.route('**/api/track/follow/confirm', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ trackingNumber: SAMPLE_TRACKING_NUMBER }),
      }),
    );
    await openPublic(page, '/follow/confirm?token=good', 'fr');
    await page.getByRole('button', { name: text('fr', 'followConfirm.action') }).click();
    const done = page.getByTestId('mail-link-done');
    await expect(done).toContainText(
      text('fr', 'followConfirm.done', {
        number: formatTrackingNumber(SAMPLE_TRACKING_NUMBER).replace(/ /g, '\u00a0'),
      }),
    );
    await expect(
      done.getByRole('link', { name: text('fr', 'followConfirm.view') }),
    ).toHaveAttribute('href', `/fr/track/${SAMPLE_TRACKING_NUMBER}`);
    expect(await violations(page)).toEqual([]);
  });
});

test.describe('Shipment e-mails in the settings', () => {
  test("the demo customer's choice is saved and stays after a reload; axe finds nothing", async ({
    page,
  }) => {
    const errors = watchConsole(page);
    await signInWithForm(page, customer);
    await expect(page).toHaveURL((url) => url.pathname === '/portal');
    const before = await callApi<{ shipmentMail: string; mailOff: boolean }>(
      page,
      'GET',
      '/api/portal/mail-settings',
    );
    expect(before.status).toBe(200);
    const original = before.data.shipmentMail;
    const next = original === 'every' ? 'none' : 'every';
    try {
      await page.goto('/pages/user-settings?tab=notifications');
      const section = page.getByTestId('shipment-mail-form');
      await expect(section).toBeVisible();
      await expect(
        section.getByRole('heading', { name: text('en', 'shipment-mail.title', {}, 'account') }),
      ).toBeVisible();
      const choices = section.getByRole('radiogroup', {
        name: text('en', 'shipment-mail.question', {}, 'account'),
      });
      const radio = (value: string) =>
        choices.getByRole('radio', { name: text('en', `shipment-mail.${value}`, {}, 'account') });
      await expect(radio(original)).toBeChecked();
      await expect(page.getByTestId('shipment-mail-off')).toHaveCount(before.data.mailOff ? 1 : 0);
      await expectAxeCleanInLightThenDark(page, 'shipment e-mails');

      await radio(next).check();
      await page.getByTestId('shipment-mail-save').click();
      await expect(page.getByText(text('en', 'shipment-mail.saved', {}, 'account'))).toBeVisible();
      await page.reload();
      await expect(radio(next)).toBeChecked();
      await expect(radio(original)).not.toBeChecked();
      expect(errors).toEqual([]);
    } finally {
      // the seed's choice again, for the other tests
      await callApi(page, 'PUT', '/api/portal/mail-settings', { shipmentMail: original });
    }
  });

  test('staff have no such section, and are not asked', async ({ page, context, baseURL }) => {
    const asked: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/portal/mail-settings') asked.push(r.url());
    });
    await signIn(context, 'admin', baseURL!);
    await page.goto('/pages/user-settings?tab=notifications');
    // the section is drawn with the tab (from the sign-in's role, no request): none there
    await expect(page.getByTestId('notifications-form')).toBeVisible();
    await expect(page.getByTestId('shipment-mail-form')).toHaveCount(0);
    await expect(page.getByTestId('shipment-mail-error')).toHaveCount(0);
    expect(asked).toEqual([]);
  });
});
