/**
 * Public shipment tracking (docs/decisions/0066), server mode: a visitor without an account follows
 * a shipment by its number on /track/<number>; staff add an event in another browser context and
 * the visitor's page shows it without a reload. The public look-up allows 30 tries a minute from
 * one address (every page below makes one or two: the look-up and the live stream): the tests below
 * make about twenty, well under it.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { test } from './support/test';
import { violations } from './support/axe';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  PRIVATE_SHIPMENT_FIELDS,
  type Shipment,
  type ShipmentInput,
} from '../api/modules/shipments/contract';
import {
  formatTrackingNumber,
  makeTrackingNumber,
} from '../api/modules/shipments/contract-tracking-number';
import type { LanguageCode } from '../app/lib/i18n/languages';
import { localizedPath } from '../app/lib/i18n/localized-path';
import { demo, expect } from './auth-helpers';
import { expectedHtmlLang } from './support/languages';

type Json = { [key: string]: Json } | Json[] | string;
const codes: LanguageCode[] = ['en', 'th', 'cn', 'de', 'fr', 'pt'];
const htmlLang = expectedHtmlLang;
const locales = Object.fromEntries(
  codes.map((c) => [
    c,
    JSON.parse(readFileSync(join('app', 'locales', c, 'site.json'), 'utf8')) as Json,
  ]),
);

/** A text of site.json's `track` section in a language, its {{values}} filled in. */
function text(lang: string, key: string, values: Record<string, string> = {}) {
  let node: Json | undefined = (locales[lang] as Record<string, Json>).track;
  for (const part of key.split('.')) node = (node as Record<string, Json> | undefined)?.[part];
  if (typeof node !== 'string') throw new Error(`no track.${key} in ${lang}`);
  return node.replace(/{{(\w+)}}/g, (_, name: string) => values[name] ?? '');
}

/** a number of the right shape that no shipment has (the API draws from crypto, not from 1..10) */
const unknownNumber = makeTrackingNumber(Uint32Array.from([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]));
/** the same with one character changed: its check character no longer fits */
const mistypedNumber = `${unknownNumber.slice(0, 5)}${unknownNumber[5] === 'A' ? 'B' : 'A'}${unknownNumber.slice(6)}`;

/** Opens the English path `path` at its address in `lang`, the visitor's stored choice the same. */
async function openAs(
  page: Page,
  path: string,
  lang: LanguageCode = 'en',
  scheme: 'light' | 'dark' = 'light',
) {
  await page.addInitScript(
    ([code, colors]) => {
      if (window.sessionStorage.getItem('e2e-track-init') === `${code}-${colors}`) return;
      window.sessionStorage.setItem('e2e-track-init', `${code}-${colors}`);
      window.localStorage.setItem('language', code);
      window.localStorage.setItem(
        'settings',
        JSON.stringify({ state: { theme: colors }, version: 1 }),
      );
    },
    [lang, scheme] as const,
  );
  await page.goto(localizedPath(path, lang));
  await expect(page.locator('html')).toHaveAttribute('data-site-hydrated', 'true');
  await expect(page.locator('html')).toHaveAttribute('lang', htmlLang[lang]!);
}

/** a shipper or consignee whose every value the public replies are searched for */
const privateParty = (name: string, contactName: string, mailbox: string) => ({
  name,
  contactName,
  phone: '+66 2 555 0100',
  email: `${mailbox}@example.test`,
});

/** Staff through the API: signs in, creates a shipment, adds events. */
async function staffApi(request: APIRequestContext) {
  const login = await request.post('/api/auth/login', { data: demo.editor });
  expect(login.status()).toBe(200);
  const { accessToken, userData } = (await login.json()) as {
    accessToken: string;
    userData: { uid: number };
  };
  const headers = { authorization: `Bearer ${accessToken}` };
  return {
    async create(): Promise<Shipment> {
      // the server's clock, not this machine's: the date of its reply
      const now = Date.parse(login.headers().date ?? '');
      const day = 86_400_000;
      const shipment: ShipmentInput = {
        mode: 'sea',
        origin: { name: 'Laem Chabang Port', country: 'TH', lat: 13.0827, lng: 100.8831 },
        destination: { name: 'Port of Hamburg', country: 'DE', lat: 53.5461, lng: 9.9661 },
        shipper: privateParty('Private Shipper Co.', 'Secret Sender', 'secret-shipper'),
        consignee: privateParty('Private Consignee GmbH', 'Secret Receiver', 'secret-consignee'),
        cargo: {
          description: 'Confidential machine parts',
          pieces: 4,
          weightKg: 1200,
          containers: 1,
          valueBaht: 987_654,
        },
        operatorId: userData.uid,
        plannedDeparture: new Date(now + day).toISOString(),
        estimatedArrival: new Date(now + 30 * day).toISOString(),
      };
      const res = await request.post('/api/apps/shipments', { headers, data: { shipment } });
      expect(res.status(), await res.text()).toBe(201);
      return (await res.json()) as Shipment;
    },
    async addEvent(
      shipment: Shipment,
      status: string,
      place: string,
      note: string,
      minutesAfterBooking: number,
    ) {
      const at = new Date(
        Date.parse(shipment.bookedAt) + minutesAfterBooking * 60_000,
      ).toISOString();
      const res = await request.post(`/api/apps/shipments/${shipment.id}/events`, {
        headers,
        data: { event: { at, status, place, note } },
      });
      expect(res.status(), await res.text()).toBe(201);
      return (await res.json()) as Shipment;
    },
  };
}

async function noViolations(page: Page) {
  expect(await violations(page)).toEqual([]);
}

test('a mistyped number is said at once, next to the field, and nothing is looked up', async ({
  page,
}) => {
  const lookups: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/track')) lookups.push(r.url());
  });
  await openAs(page, '/track');
  await expect(page.locator('h1')).toHaveText(text('en', 'hero.title'));
  await expect(page).toHaveTitle(/^Track a shipment \| /);
  const field = page.getByRole('textbox', { name: text('en', 'form.label') });
  await expect(field).toHaveAttribute('autocomplete', 'off');
  await expect(field).toHaveAttribute('autocapitalize', 'characters');
  await field.fill(formatTrackingNumber(mistypedNumber).toLowerCase());
  const error = page.getByTestId('track-error');
  await expect(error).toHaveText(text('en', 'form.mistyped'));
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAttribute('aria-describedby', /track-error/);
  await page
    .getByTestId('track-form')
    .getByRole('button', { name: text('en', 'form.submit') })
    .click();
  await expect(page).toHaveURL(/\/track$/);
  await expect(field).toBeFocused();
  // a number's page for a mistyped number says so too, without asking the API
  await page.goto(`/track/${mistypedNumber}`);
  await expect(page.getByTestId('track-mistyped')).toContainText(
    formatTrackingNumber(mistypedNumber),
  );
  await field.fill('XY12');
  await page
    .getByTestId('track-form')
    .getByRole('button', { name: text('en', 'form.submit') })
    .click();
  await expect(error).toHaveText(text('en', 'form.malformed'));
  expect(lookups).toEqual([]);
});

test('an unknown number: no shipment has it, with a way to contact us', async ({ page }) => {
  await openAs(page, '/track');
  await page.getByRole('textbox', { name: text('en', 'form.label') }).fill(unknownNumber);
  await expect(page.getByTestId('track-error')).toHaveCount(0);
  const reply = page.waitForResponse((r) => r.url().endsWith(`/api/track/${unknownNumber}`));
  await page
    .getByTestId('track-form')
    .getByRole('button', { name: text('en', 'form.submit') })
    .click();
  await expect(page).toHaveURL(new RegExp(`/track/${unknownNumber}$`));
  expect((await reply).status()).toBe(404);
  const notFound = page.getByTestId('track-not-found');
  await expect(notFound).toContainText(
    text('en', 'problems.notFound', { number: formatTrackingNumber(unknownNumber) }),
  );
  await notFound.getByRole('link', { name: text('en', 'problems.contact') }).click();
  await expect(page).toHaveURL(/\/ContactUs$/);
});

test('a visitor follows a shipment; an event staff add elsewhere appears without a reload; nothing private is sent', async ({
  browser,
  baseURL,
  request,
}) => {
  const staff = await staffApi(request);
  let shipment = await staff.create();
  shipment = await staff.addEvent(
    shipment,
    'picked-up',
    'Bang Na warehouse',
    'Collected by our truck',
    1,
  );
  shipment = await staff.addEvent(
    shipment,
    'at-port',
    'Laem Chabang Port',
    'Gate in, terminal A',
    2,
  );

  // the visitor: another browser context, no account
  const visitor = await browser.newContext({ baseURL });
  const page = await visitor.newPage();
  const replies: string[] = [];
  page.on('response', (r) => {
    if (new URL(r.url()).pathname === `/api/track/${shipment.trackingNumber}`)
      void r.text().then((t) => replies.push(t));
  });
  try {
    await openAs(page, `/track/${shipment.trackingNumber}`);
    const result = page.getByTestId('track-result');
    await expect(result.getByTestId('track-status')).toHaveText(text('en', 'statuses.at-port'));
    await expect(result.getByTestId('track-sentence')).toHaveText(text('en', 'sentences.at-port'));
    await expect(result.getByTestId('track-origin')).toHaveText('Laem Chabang Port');
    await expect(result.getByTestId('track-destination')).toHaveText('Port of Hamburg');
    await expect(result.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '65');
    const timeline = result.getByTestId('track-timeline').getByRole('listitem');
    await expect(timeline).toHaveCount(3);
    await expect(timeline.first()).toContainText('Gate in, terminal A');
    await expect(timeline.last()).toContainText(text('en', 'statuses.booked'));
    await expect(page.getByTestId('track-input')).toHaveValue(
      formatTrackingNumber(shipment.trackingNumber),
    );

    // staff, elsewhere: the ship sails
    await staff.addEvent(
      shipment,
      'in-transit',
      'Gulf of Thailand',
      'Vessel MSC Aurora departed',
      3,
    );
    await expect(timeline).toHaveCount(4, { timeout: 10_000 });
    await expect(timeline.first()).toContainText('Vessel MSC Aurora departed');
    await expect(result.getByTestId('track-status')).toHaveText(text('en', 'statuses.in-transit'));
    await expect(page.getByTestId('track-announcement')).toHaveText(
      text('en', 'result.newEvent', {
        status: text('en', 'statuses.in-transit'),
        place: 'Gulf of Thailand',
      }),
    );

    // every public reply the page read: none of the private fields or values
    expect(replies.length).toBeGreaterThanOrEqual(2);
    for (const body of replies) {
      for (const field of PRIVATE_SHIPMENT_FIELDS) expect(body).not.toContain(`"${field}"`);
      for (const secret of [
        'Private Shipper',
        'Private Consignee',
        'Secret Sender',
        'secret-shipper',
        'Confidential',
        '987654',
      ]) {
        expect(body).not.toContain(secret);
      }
    }
  } finally {
    await visitor.close();
  }
});

test('the box on /home and the header’s link (and the phone menu’s) lead to the number’s page', async ({
  page,
  request,
}) => {
  const staff = await staffApi(request);
  const shipment = await staff.create();
  await page.setViewportSize({ width: 1366, height: 900 });
  await openAs(page, '/home');
  await page.getByTestId('home-track-input').fill(shipment.trackingNumber.toLowerCase());
  await page
    .getByTestId('home-track-form')
    .getByRole('button', { name: text('en', 'form.submit') })
    .click();
  await expect(page).toHaveURL(new RegExp(`/track/${shipment.trackingNumber}$`));
  await expect(page.getByTestId('track-status')).toHaveText(text('en', 'statuses.booked'));

  // the header links to /track (a form there would weigh on every public page)
  await page.goto('/Portfolio');
  await page.getByTestId('header-track-link').click();
  await expect(page).toHaveURL(/\/track$/);
  const field = page.getByTestId('track-input');
  await field.fill(mistypedNumber);
  await expect(page.getByTestId('track-error')).toHaveText(text('en', 'form.mistyped'));
  await field.fill(formatTrackingNumber(shipment.trackingNumber));
  await field.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/track/${shipment.trackingNumber}$`));
  await expect(page.getByTestId('track-result')).toBeVisible();

  // on a phone: in the menu
  await page.setViewportSize({ width: 390, height: 844 });
  const openMenu = ((locales.en as Record<string, Json>).layout as Record<string, string>).openMenu;
  // the header's phone menu is a native disclosure (<details>): its summary, named by aria-label
  const toggle = page.getByTestId('phone-menu-toggle');
  await expect(toggle).toHaveAttribute('aria-label', openMenu);
  await toggle.click();
  await page
    .locator('#site-mobile-menu')
    .getByRole('link', { name: text('en', 'header.button') })
    .click();
  await expect(page).toHaveURL(/\/track$/);
});

test.describe('accessibility (axe): no violation', () => {
  for (const scheme of ['light', 'dark'] as const) {
    test(`/track and a result, ${scheme}`, async ({ page, request }) => {
      await openAs(page, '/track', 'en', scheme);
      await expect(page.locator('h1')).toBeVisible();
      await noViolations(page);
      const staff = await staffApi(request);
      const shipment = await staff.create();
      await staff.addEvent(shipment, 'picked-up', 'Bang Na warehouse', 'Collected', 1);
      await page.goto(`/track/${shipment.trackingNumber}`);
      await expect(page.getByTestId('track-result')).toBeVisible();
      await noViolations(page);
      await page.goto(`/track/${mistypedNumber}`);
      await expect(page.getByTestId('track-mistyped')).toBeVisible();
      await page.getByTestId('track-input').fill(mistypedNumber);
      await expect(page.getByTestId('track-error')).toBeVisible();
      await noViolations(page);
    });
  }
});

test('each language shows its own texts', async ({ browser, baseURL }) => {
  for (const lang of codes) {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    await openAs(page, `/track/${mistypedNumber}`, lang);
    await expect(page.locator('h1')).toHaveText(text(lang, 'hero.title'));
    await expect(page).toHaveTitle(new RegExp(`^${text(lang, 'meta.title')} \\| `));
    await expect(page.getByTestId('track-mistyped')).toContainText(
      text(lang, 'problems.mistypedTitle'),
    );
    await expect(page.getByText(text(lang, 'form.label'), { exact: true })).toBeVisible();
    await context.close();
  }
});

test('in Thai: the box on /th/home leads to /th/track/<number>, in Thai', async ({
  page,
  request,
}) => {
  const staff = await staffApi(request);
  const shipment = await staff.create();
  await openAs(page, '/home', 'th');
  const field = page.getByTestId('home-track-input');
  await field.fill(mistypedNumber);
  await expect(page.getByTestId('home-track-error')).toHaveText(text('th', 'form.mistyped'));
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await field.fill(shipment.trackingNumber.toLowerCase());
  await expect(page.getByTestId('home-track-error')).toHaveCount(0);
  await page
    .getByTestId('home-track-form')
    .getByRole('button', { name: text('th', 'form.submit') })
    .click();
  await expect(page).toHaveURL(new RegExp(`/th/track/${shipment.trackingNumber}$`));
  await expect(page.locator('html')).toHaveAttribute('lang', htmlLang.th!);
  await expect(page.locator('h1')).toHaveText(text('th', 'hero.title'));
  const result = page.getByTestId('track-result');
  await expect(result.getByTestId('track-status')).toHaveText(text('th', 'statuses.booked'));
  await expect(result.getByTestId('track-sentence')).toHaveText(text('th', 'sentences.booked'));
  await expect(result.getByText(text('th', 'modes.sea'))).toBeVisible();
  await expect(page.getByTestId('track-input')).toHaveValue(
    formatTrackingNumber(shipment.trackingNumber),
  );

  // another number typed on /th/track: its page, still in Thai
  const field2 = page.getByTestId('track-input');
  await field2.fill(unknownNumber);
  await field2.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/th/track/${unknownNumber}$`));
  const notFound = page.getByTestId('track-not-found');
  await expect(notFound).toContainText(
    text('th', 'problems.notFound', { number: formatTrackingNumber(unknownNumber) }),
  );
  await expect(
    notFound.getByRole('link', { name: text('th', 'problems.contact') }),
  ).toHaveAttribute('href', '/th/ContactUs');
});

test('the box sent before the page is interactive (/track?number=): the number’s page', async ({
  page,
  request,
}) => {
  const staff = await staffApi(request);
  const shipment = await staff.create();
  await page.goto(
    `/th/track?number=${encodeURIComponent(formatTrackingNumber(shipment.trackingNumber))}`,
  );
  await expect(page).toHaveURL(new RegExp(`/th/track/${shipment.trackingNumber}$`));
  await expect(page.getByTestId('track-status')).toHaveText(text('th', 'statuses.booked'));
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('/track shows its text and a form that sends the number', async ({ page }) => {
    for (const lang of ['en', 'th'] as const) {
      await page.goto(localizedPath('/track', lang));
      await expect(page.locator('html')).toHaveAttribute('lang', htmlLang[lang]!);
      await expect(page.locator('h1')).toHaveText(text(lang, 'hero.title'));
      await expect(page.getByText(text(lang, 'hero.lead'))).toBeVisible();
      await expect(page.getByText(text(lang, 'form.title'))).toBeVisible();
      const form = page.getByTestId('track-form');
      await expect(form).toHaveAttribute('method', 'get');
      await expect(form).toHaveAttribute('action', localizedPath('/track', lang));
      const field = form.getByRole('textbox', { name: text(lang, 'form.label') });
      await expect(field).toHaveAttribute('name', 'number');
      await expect(form.getByRole('button', { name: text(lang, 'form.submit') })).toBeVisible();
      // the result's templates are not shown
      await expect(page.getByTestId('track-result')).toHaveCount(0);
      await expect(page.getByTestId('track-loading')).toBeHidden();
      await field.fill(unknownNumber);
      await field.press('Enter');
      await expect(page).toHaveURL(
        new RegExp(`${localizedPath('/track', lang)}\\?number=${unknownNumber}$`),
      );
      await expect(page.locator('h1')).toHaveText(text(lang, 'hero.title'));
    }
  });
});
