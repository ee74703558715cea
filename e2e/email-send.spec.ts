/**
 * Sending from the email app through a real mail server (docs/architecture.md decision 14): a
 * server of this file's own, started with SMTP_URL and MAIL_FROM pointing at an SMTP server on
 * loopback in the test process (e2e/support/mail-server.ts), so the shared e2e server and the
 * other specs are unchanged. Compose with cc and send: the SMTP server receives it for both
 * addresses, and the mail shows in Sent as sent; a draft saved, reopened and sent goes out too.
 */
import type { Browser, Page } from '@playwright/test';
import { test } from './support/test';
import { demo, expect, signInWithForm } from './auth-helpers';
import { readableMail, startMailServer, startServerWithMail } from './support/mail-server';

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

async function openEmail(browser: Browser) {
  const context = await browser.newContext({ baseURL: server.origin });
  const page = await context.newPage();
  await signInWithForm(page, demo.admin, { to: '/apps/email/inbox' });
  await expect(page.getByTestId('email-screen')).toBeVisible();
  return page;
}

async function addAddress(page: Page, field: string, address: string) {
  await page.getByTestId(field).fill(address);
  await page.getByTestId(field).press('Enter');
}

async function goToView(page: Page, view: string) {
  await page.getByTestId(`view-${view}`).filter({ visible: true }).click();
  await expect(page.getByTestId('email-screen')).toHaveAttribute('data-filter', view);
}

async function openSent(page: Page, subject: string) {
  await goToView(page, 'sent');
  await page.getByTestId('mail-search').fill(subject);
  await expect(page.getByTestId('mail-row')).toHaveCount(1);
  await page.getByTestId('mail-open').click();
  await expect(page.getByTestId('mail-subject-title')).toHaveText(subject);
}

test('compose with cc and send: the mail server receives it, and Sent shows it as sent', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const subject = `smtp${Date.now().toString(36)} booking`;
  const page = await openEmail(browser);
  await page.getByTestId('compose-button').filter({ visible: true }).click();
  await expect(page.getByTestId('compose-subject')).toBeVisible();
  await expect(page.getByTestId('compose-mail-off')).toHaveCount(0);
  await addAddress(page, 'compose-to', 'consignee@example.test');
  await page.getByTestId('compose-show-cc').click();
  await addAddress(page, 'compose-cc', 'agent@example.test');
  await page.getByTestId('compose-subject').fill(subject);
  await page.locator('.ql-editor').click();
  await page.locator('.ql-editor').pressSequentially('Your container is on board.');
  await page.getByTestId('compose-send').click();
  await expect(page.getByText('Mail sent')).toBeVisible();

  const received = await mail.mailTo('consignee@example.test');
  expect(received.to.sort()).toEqual(['agent@example.test', 'consignee@example.test']);
  const text = readableMail(received.raw);
  expect(text).toContain(subject);
  expect(text).toContain('Your container is on board.');
  expect(text).toMatch(/^Cc: .*agent@example\.test/m);

  await openSent(page, subject);
  await expect(page.getByTestId('delivery-sent')).toBeVisible();
  await expect(page.getByTestId('mail-cc')).toHaveText('Cc: agent@example.test');
});

test('a draft saved, reopened and sent goes out', async ({ browser }) => {
  test.setTimeout(120_000);
  const subject = `smtp${Date.now().toString(36)} draft`;
  const page = await openEmail(browser);
  await page.getByTestId('compose-button').filter({ visible: true }).click();
  await addAddress(page, 'compose-to', 'shipper@example.test');
  await page.getByTestId('compose-subject').fill(subject);
  await page.getByTestId('compose-save').click();
  await expect(page.getByTestId('compose-saved')).toContainText(/\d:\d\d [AP]M/);
  await page.getByRole('button', { name: 'Close and keep the draft' }).click();
  await expect(page.getByTestId('compose-subject')).toBeHidden();

  await goToView(page, 'draft');
  await page.getByTestId('mail-search').fill(subject);
  await expect(page.getByTestId('mail-row')).toHaveCount(1);
  await page.getByTestId('mail-open').click();
  await page.getByTestId('edit-draft').click();
  await expect(page.getByTestId('compose-subject')).toHaveValue(subject);
  await page.getByTestId('compose-send').click();
  await expect(page.getByText('Mail sent')).toBeVisible();

  const received = await mail.mailTo('shipper@example.test');
  expect(readableMail(received.raw)).toContain(subject);
  await openSent(page, subject);
  await expect(page.getByTestId('delivery-sent')).toBeVisible();
});
