/**
 * Screenshots of shipment status mail from the reader's side, for a person to look at (not a
 * test): the follow form under a found shipment (empty, a refused address, sent), the pages a
 * mail's links open (before the press, done, invalid), and the demo customer's "Shipment e-mails"
 * settings; light and dark at 390 and 1366 px, Thai and German too. The follow and link calls are
 * answered by the test (no mail, no rate limit used).
 *   SCREENSHOTS=1 npx playwright test --project=screenshots e2e/shipment-mail.shots.ts
 * Written to reports/screenshots/shipment-mail/.
 */
import {
  expect,
  test,
  type APIRequestContext,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import { SAMPLE_TRACKING_NUMBER } from '../api/modules/shipments/seed';
import type { LanguageCode } from '../app/lib/i18n/languages';
import { localizedPath } from '../app/lib/i18n/localized-path';
import { useSettings } from './support/spine';

const DIR = 'reports/screenshots/shipment-mail';
const customer = { email: 'customer@demo.com', password: 'customer-demo-pass' };

type Scheme = 'light' | 'dark';
const looks: { lang: LanguageCode; scheme: Scheme; width: number }[] = [
  { lang: 'en', scheme: 'light', width: 390 },
  { lang: 'en', scheme: 'light', width: 1366 },
  { lang: 'en', scheme: 'dark', width: 390 },
  { lang: 'en', scheme: 'dark', width: 1366 },
  { lang: 'th', scheme: 'light', width: 390 },
  { lang: 'de', scheme: 'dark', width: 1366 },
];

async function prepare(page: Page, context: BrowserContext, look: (typeof looks)[number]) {
  await page.setViewportSize({ width: look.width, height: look.width < 600 ? 844 : 900 });
  await context.addInitScript(
    ([code, theme]) => {
      window.localStorage.setItem('language', code);
      window.localStorage.setItem('settings', JSON.stringify({ state: { theme }, version: 1 }));
    },
    [look.lang, look.scheme] as const,
  );
}

/** Thai glyphs come with their web face: wait for it, or the picture shows boxes */
async function fonts(page: Page, lang: LanguageCode) {
  if (lang !== 'th') return;
  await expect
    .poll(() =>
      page.evaluate(async () => (await document.fonts.load('16px "Noto Sans Thai"', 'ก')).length),
    )
    .toBeGreaterThan(0);
}

const name = (what: string, look: (typeof looks)[number]) =>
  `${DIR}/${what}-${look.lang}-${look.scheme}-${look.width}.png`;

async function openPublic(page: Page, path: string, lang: LanguageCode) {
  await page.goto(localizedPath(path, lang));
  await expect(page.locator('html')).toHaveAttribute('data-site-hydrated', 'true');
  await fonts(page, lang);
}

for (const look of looks) {
  const tag = `${look.lang} ${look.scheme} ${look.width}`;

  test(`track follow ${tag}`, async ({ page, context }) => {
    await prepare(page, context, look);
    await openPublic(page, `/track/${SAMPLE_TRACKING_NUMBER}`, look.lang);
    await expect(page.getByTestId('track-follow')).toBeVisible();
    await page.screenshot({ path: name('track-follow', look), fullPage: true });
    if (look.lang !== 'en') return;
    // a refused address (the server's 422), then a request sent
    await page.route('**/api/track/*/follow', (route) =>
      route.fulfill({
        status: 422,
        contentType: 'application/json',
        body: JSON.stringify({
          error: 'invalid',
          code: 'invalidFormat',
          field: 'email',
          issues: [{ field: 'email', code: 'invalidFormat', message: 'invalid' }],
        }),
      }),
    );
    await page.getByTestId('track-follow-email').fill('buyer@example');
    await page.getByTestId('track-follow-submit').click();
    await expect(page.getByTestId('track-follow-error')).toBeVisible();
    await page.getByTestId('track-follow').screenshot({ path: name('track-follow-refused', look) });
    await page.unroute('**/api/track/*/follow');
    await page.route('**/api/track/*/follow', (route) =>
      route.fulfill({ status: 202, contentType: 'application/json', body: '{"ok":true}' }),
    );
    await page.getByTestId('track-follow-email').fill('buyer@example.com');
    await page.getByTestId('track-follow-submit').click();
    await expect(page.getByTestId('track-follow-sent')).toBeVisible();
    await page.getByTestId('track-follow').screenshot({ path: name('track-follow-sent', look) });
  });

  for (const [path, what, api] of [
    ['/follow/confirm', 'confirm', '**/api/track/follow/confirm'],
    ['/unsubscribe', 'unsubscribe', '**/api/mail/unsubscribe*'],
  ] as const) {
    test(`${what} ${tag}`, async ({ page, context }) => {
      await prepare(page, context, look);
      await page.route(api, (route) =>
        route.fulfill({
          status: 200,
          contentType: 'application/json',
          body: JSON.stringify(
            what === 'confirm' ? { trackingNumber: SAMPLE_TRACKING_NUMBER } : { ok: true },
          ),
        }),
      );
      await openPublic(page, `${path}?token=shot`, look.lang);
      await expect(page.getByTestId('mail-link-action')).toBeVisible();
      await page.screenshot({ path: name(what, look), fullPage: true });
      await page.getByTestId('mail-link-action').click();
      await expect(page.getByTestId('mail-link-done')).toBeVisible();
      await page.screenshot({ path: name(`${what}-done`, look), fullPage: true });
      // a link the server does not know
      await page.unroute(api);
      await page.route(api, (route) =>
        route.fulfill({
          status: 404,
          contentType: 'application/json',
          body: JSON.stringify({ error: 'invalid', code: 'invalidLink' }),
        }),
      );
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('data-site-hydrated', 'true');
      await page.getByTestId('mail-link-action').click();
      await expect(page.getByTestId('mail-link-invalid')).toBeVisible();
      await page.screenshot({ path: name(`${what}-invalid`, look), fullPage: true });
    });
  }
}

/** The demo customer's session, put in the page's storage before it loads. */
async function signInCustomer(context: BrowserContext, request: APIRequestContext) {
  const reply = await request.post('/api/auth/login', { data: customer });
  const { userData, accessToken } = (await reply.json()) as {
    userData: Record<string, unknown>;
    accessToken: string;
  };
  await context.addInitScript(
    ([user, token]) => {
      window.localStorage.setItem('userInfo', JSON.stringify(user));
      window.localStorage.setItem('accessToken', token as string);
      window.localStorage.setItem('loggedIn', 'true');
      window.localStorage.setItem('tokenExpiry', String(Date.now() + 3_600_000));
    },
    [userData, accessToken] as const,
  );
}

for (const look of looks) {
  test(`settings ${look.lang} ${look.scheme} ${look.width}`, async ({ page, context, request }) => {
    await page.setViewportSize({ width: look.width, height: look.width < 600 ? 844 : 900 });
    await useSettings(context, { theme: look.scheme, layout: 'vertical' });
    await context.addInitScript((code) => window.localStorage.setItem('language', code), look.lang);
    await signInCustomer(context, request);
    // the note of a server that sends no mail, in the dark looks (the test server sends mail)
    if (look.scheme === 'dark')
      await page.route('**/api/portal/mail-settings', (route) =>
        route.fulfill({
          status: 200,
          contentType: 'application/json',
          body: JSON.stringify({ shipmentMail: 'every', mailOff: true }),
        }),
      );
    await page.goto('/pages/user-settings?tab=notifications');
    const section = page.getByTestId('shipment-mail-form');
    await expect(section).toBeVisible();
    await page.waitForTimeout(500);
    await page.screenshot({ path: name('settings', look), fullPage: true });
    await section.screenshot({ path: name('settings-section', look) });
  });
}
