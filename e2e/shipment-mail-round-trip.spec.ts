/**
 * Following a shipment by e-mail end to end, through a real mail server (api/modules/shipment-mail):
 * a server of this file's own sends through an SMTP server on loopback in the test process
 * (e2e/support/mail-server.ts), so the shared e2e server is unchanged. A visitor asks on the
 * shipment's tracking page, in German; the confirmation mail's link opens /de/follow/confirm, whose
 * button confirms it (nothing on load); staff then record a new status, whose mail to the follower
 * carries the /unsubscribe link, whose button stops them. A used confirmation link is invalid.
 */
import type { APIRequestContext, Browser } from '@playwright/test';
import type { Shipment } from '../api/modules/shipments/contract';
import { formatTrackingNumber } from '../api/modules/shipments/contract-tracking-number';
import { demo, expect, newEmail } from './auth-helpers';
import { sampleShipmentInput } from '../api/test/sample-shipment';
import { readableMail, startMailServer, startServerWithMail } from './support/mail-server';
import { test } from './support/test';

type MailServer = Awaited<ReturnType<typeof startMailServer>>;
type AppServer = Awaited<ReturnType<typeof startServerWithMail>>;
let mail: MailServer;
let server: AppServer;

test.beforeAll(async () => {
  mail = await startMailServer();
  server = await startServerWithMail(mail.url);
});

test.afterAll(async () => {
  await server?.stop();
  await mail?.close();
});

/** A new shipment of staff's, booked now by the server's clock. */
async function staffShipment(request: APIRequestContext) {
  const login = await request.post(`${server.origin}/api/auth/login`, { data: demo.editor });
  expect(login.status()).toBe(200);
  const { accessToken, userData } = (await login.json()) as {
    accessToken: string;
    userData: { uid: number };
  };
  const headers = { authorization: `Bearer ${accessToken}` };
  const now = Date.parse(login.headers().date ?? '');
  const input = sampleShipmentInput(now, userData.uid);
  const created = await request.post(`${server.origin}/api/apps/shipments`, {
    headers,
    data: { shipment: input },
  });
  expect(created.status(), await created.text()).toBe(201);
  const shipment = (await created.json()) as Shipment;
  return {
    shipment,
    async addEvent(status: string, place: string) {
      const at = new Date(Date.parse(shipment.bookedAt) + 60_000).toISOString();
      const res = await request.post(`${server.origin}/api/apps/shipments/${shipment.id}/events`, {
        headers,
        data: { event: { at, status, place, note: '' } },
      });
      expect(res.status(), await res.text()).toBe(201);
    },
  };
}

/** The path and query of the first link of a mail to `path` (`/de/follow/confirm`). */
function linkIn(raw: string, path: string) {
  const match = new RegExp(
    `https?://[^\\s"<>]+${path.replace(/\//g, '\\/')}\\?token=[\\w.~%-]+`,
  ).exec(readableMail(raw));
  expect(match, `a ${path} link in the mail`).not.toBeNull();
  const url = new URL(match![0].replace(/&amp;/g, '&'));
  return `${url.pathname}${url.search}`;
}

async function openPage(browser: Browser) {
  const context = await browser.newContext({ baseURL: server.origin });
  return { context, page: await context.newPage() };
}

test('follow in German, confirm by the mail link, get the status mail, stop them by its link', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const staff = await staffShipment(request);
  const number = staff.shipment.trackingNumber;
  const email = newEmail('follower');
  const { context, page } = await openPage(browser);
  const mailCalls: string[] = [];
  page.on('request', (r) => {
    if (/\/api\/(track\/follow\/confirm|mail\/unsubscribe)/.test(r.url())) mailCalls.push(r.url());
  });

  // asked on the tracking page: the same reply whatever the address, in the page's language
  await page.goto(`/de/track/${number}`);
  await expect(page.locator('html')).toHaveAttribute('data-site-hydrated', 'true');
  await page.getByTestId('track-follow-email').fill(email);
  await page.getByTestId('track-follow-submit').click();
  await expect(page.getByTestId('track-follow-sent')).toBeVisible();

  // the confirmation mail, with its single-use link to the German page
  const confirmation = await mail.mailTo(email, 30_000);
  const confirmPath = linkIn(confirmation.raw, '/de/follow/confirm');
  await page.goto(confirmPath);
  await expect(page.locator('html')).toHaveAttribute('data-site-hydrated', 'true');
  await page.waitForLoadState('networkidle');
  expect(mailCalls, 'nothing sent on load').toEqual([]);
  await page.getByTestId('mail-link-action').click();
  const done = page.getByTestId('mail-link-done');
  await expect(done).toContainText(formatTrackingNumber(number).replace(/ /g, '\u00a0'));
  await expect(done.getByRole('link')).toHaveAttribute('href', `/de/track/${number}`);

  // used once: the same link again is invalid
  await page.goto(confirmPath);
  await expect(page.locator('html')).toHaveAttribute('data-site-hydrated', 'true');
  await page.getByTestId('mail-link-action').click();
  await expect(page.getByTestId('mail-link-invalid')).toBeVisible();

  // a new status: its mail reaches the follower, with the link to stop them
  const before = mail.received.length;
  await staff.addEvent('picked-up', 'Laem Chabang Port');
  let status: (typeof mail.received)[number] | undefined;
  await expect
    .poll(
      () => {
        status = mail.received.slice(before).find((m) => m.to.includes(email));
        return Boolean(status);
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  const unsubscribePath = linkIn(status!.raw, '/de/unsubscribe');
  await page.goto(unsubscribePath);
  await expect(page.locator('html')).toHaveAttribute('data-site-hydrated', 'true');
  await page.waitForLoadState('networkidle');
  expect(
    mailCalls.filter((u) => u.includes('unsubscribe')),
    'nothing sent on load',
  ).toEqual([]);
  await page.getByTestId('mail-link-action').click();
  await expect(page.getByTestId('mail-link-done')).toBeVisible();
  await context.close();
});
