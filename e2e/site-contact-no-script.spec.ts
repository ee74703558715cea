/**
 * The contact form without JavaScript, in server mode only (this file's name puts it in the
 * server project: the static serve of browser mode has nothing to answer a post): the form posts
 * to its own page, which the server answers filled in, the values kept and each message next to
 * its field (docs/decisions/0069-public-pages-as-islands.md). Each test speaks from an address
 * of its own (e2e/support/client-address.ts).
 */
import type { Browser, Page } from '@playwright/test';
import { test } from './support/test';
import { contactLimits } from '../api/modules/contact/contract-rules';
import { seriousViolations } from './support/axe';
import { useOwnClientAddress } from './support/client-address';
import {
  expect,
  expectMessage,
  expectNoMessage,
  field,
  fill,
  open,
  right,
  text,
} from './support/contact-form';
test.beforeEach(({ page }, info) => useOwnClientAddress(page, info));

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
      for (const name of ['phone', 'company', 'service'] as const)
        await expectNoMessage(page, name);
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

  test(
    'Thai: the messages in Thai, next to their fields',
    { tag: '@api' },
    async ({ page, browser }) => {
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
    },
  );
});
