/**
 * The contact form as an island (docs/decisions/0069-public-pages-as-islands.md): with JavaScript
 * in both modes (the Node server answers POST /api/contact, or in browser mode the in-page back
 * end, loaded on the first send only). Messages next to the fields, in English and another
 * language; axe finds nothing serious. Without JavaScript: site-contact-no-script.spec.ts.
 *
 * The server counts at most 5 sends a minute per address, every try (api/modules/contact): each
 * test speaks from an address of its own (e2e/support/client-address.ts).
 */
import { test } from './support/test';
import { contactLimits } from '../api/modules/contact/contract-rules';
import { seriousViolations } from './support/axe';
import { useOwnClientAddress } from './support/client-address';
import {
  expect,
  expectMessage,
  expectNoMessage,
  field,
  fields,
  fill,
  open,
  right,
  text,
} from './support/contact-form';

test.beforeEach(({ page }, info) => useOwnClientAddress(page, info));

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

  test(
    'German: a real send, the messages and the confirmation in German',
    { tag: '@browser-mode' },
    async ({ page }, testInfo) => {
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
    },
  );
});
