/**
 * Staff invite a customer company's people (issue 32): an editor opens a company's page, "Invite
 * a person" opens the people list's add form with that company set and the role fixed to User
 * (a customer); the form refuses a missing field beside it, the invitation goes, and the new
 * person is on the people list under the company's name and on the company's page; the
 * invitation can be sent again from their page. Cancelling the form goes back to the company.
 * Axe on the form and the list, light then dark. Both modes: the editor signs in through the
 * form and moves inside the app (browser mode's back end lives in the page).
 */
import type { Page, Response } from '@playwright/test';
import { test } from './support/test';
import { demo, expect, newEmail, signInWithForm } from './auth-helpers';
import { useSettings } from './support/spine';
import { seriousColourViolations, seriousViolations } from './support/axe';
import { expectAxeCleanInLightThenDark, switchTheme } from './support/theme';

/** Hanseatic Machinery GmbH, a sample customer company (api/modules/companies/seed.ts) */
const COMPANY = { id: 2, name: 'Hanseatic Machinery GmbH' };
const COMPANY_PAGE = `/apps/companies/${COMPANY.id}`;

const fieldError = (page: Page, testId: string) =>
  page
    .getByTestId(testId)
    .locator('xpath=ancestor::div[contains(@class,"mantine-InputWrapper-root")][1]')
    .locator('.mantine-InputWrapper-error');

const isPost = (path: RegExp) => (r: Response) =>
  r.request().method() === 'POST' && path.test(new URL(r.url()).pathname);

test(
  "an editor invites a person for a company from the company's page and finds them on the people list",
  { tag: '@browser-mode' },
  async ({ page }) => {
    test.setTimeout(120_000);
    await useSettings(page.context(), { theme: 'light', layout: 'vertical' });
    const person = { email: newEmail('customer'), name: 'Greta Voss' };

    await signInWithForm(page, demo.editor, { to: COMPANY_PAGE });
    await expect(page.getByTestId('company-title')).toHaveText(COMPANY.name);

    const form = page.getByTestId('add-person-form');
    // "Invite a person" opens the people list's form, for a customer of this company; nothing
    // filled in, each message beside its field and nothing sent
    const openWithMessages = async () => {
      await page.getByTestId('invite-person').click();
      await expect(page).toHaveURL(/\/apps\/user\/user-list\?invite=2$/);
      await expect(page.getByRole('dialog', { name: 'Invite a customer' })).toBeVisible();
      await expect(form.getByTestId('add-role')).toHaveValue('User');
      await expect(form.getByTestId('add-role')).toHaveAttribute('readonly', '');
      await expect(form.getByTestId('add-company')).toHaveValue(COMPANY.name);
      await expect(form.getByTestId('add-company')).toHaveAttribute('required', '');
      await form.getByTestId('add-submit').click();
      await expect(fieldError(page, 'add-email')).toHaveText('This field is required.');
      await expect(fieldError(page, 'add-department')).toHaveText('Choose one of the options.');
    };
    let sent = 0;
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/user-management/users')
        sent += 1;
    });

    // in dark (the header's switch is behind the open dialog): its colours, then cancelled, back
    // on the company's page
    await switchTheme(page, 'dark');
    await openWithMessages();
    expect(await seriousColourViolations(page), 'invite form with its messages, dark').toEqual([]);
    await form.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(new RegExp(`${COMPANY_PAGE}$`));
    await expect(page.getByTestId('company-title')).toHaveText(COMPANY.name);
    await switchTheme(page, 'light');

    // in light: every rule; then filled in and sent
    await openWithMessages();
    expect(await seriousViolations(page), 'invite form with its messages, light').toEqual([]);
    expect(sent).toBe(0);

    await form.getByTestId('add-email').fill(person.email);
    await form.getByTestId('add-name').fill(person.name);
    await form.getByTestId('add-department').click();
    await page.getByRole('option', { name: 'Sales', exact: true }).click();
    const created = page.waitForResponse(isPost(/^\/api\/user-management\/users$/));
    await form.getByTestId('add-submit').click();
    const reply = await created;
    expect(reply.status()).toBe(201);
    const { id, invitation } = (await reply.json()) as { id: number; invitation: string };
    expect(['sent', 'logged']).toContain(invitation);
    await expect(page.getByText('Person added')).toBeVisible();
    await expect(form).toBeHidden();
    await expect(page).toHaveURL(/\/apps\/user\/user-list$/);

    // on the people list, under the company's name
    await page.getByTestId('people-search').fill(person.email);
    const row = page.getByTestId('person-row');
    await expect(row).toHaveCount(1);
    await expect(row).toHaveAttribute('data-person-id', String(id));
    await expect(row.getByTestId('person-name')).toHaveText(person.name);
    await expect(row.getByTestId('person-company')).toHaveText(COMPANY.name);
    await expect(row).toContainText('User');
    await expectAxeCleanInLightThenDark(page, 'people list with the invited customer');

    // the invitation again, from their page
    await row.getByTestId('person-name').click();
    await expect(page.getByTestId('person-company')).toContainText(COMPANY.name);
    const again = page.waitForResponse(isPost(/^\/api\/user-management\/users\/\d+\/invitation$/));
    await page.getByTestId('resend-invitation').click();
    expect((await again).status()).toBe(200);
    await expect(
      page.locator('.mantine-Notification-root').filter({ hasText: person.email }),
    ).toBeVisible();

    // and on the company's page, among its people
    await page.getByTestId('person-company').getByRole('link').click();
    await expect(page.getByTestId('company-title')).toHaveText(COMPANY.name);
    await expect(page.getByTestId('company-person').filter({ hasText: person.name })).toBeVisible();
  },
);

test('an editor must choose the company, and is offered the invitation again for a customer, not for staff', async ({
  page,
}) => {
  await signInWithForm(page, demo.editor, { to: '/apps/user/user-list' });
  // the button says what staff may do; the company is required
  await expect(page.getByTestId('add-person')).toHaveText('Invite a customer');
  await page.getByTestId('add-person').click();
  const form = page.getByTestId('add-person-form');
  await expect(form.getByTestId('add-company')).toHaveValue('');
  await form.getByTestId('add-submit').click();
  await expect(fieldError(page, 'add-company')).toHaveText(
    'Choose the company this person belongs to.',
  );
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(form).toBeHidden();
  // the demo customer (Chao Phraya Electronics) and a staff member (272)
  await page.getByTestId('people-search').fill('customer@demo.com');
  await page.getByTestId('person-row').getByTestId('person-name').click();
  await expect(page.getByTestId('resend-invitation')).toBeVisible();
  await page.goto('/apps/user/user-view/272');
  await expect(page.getByTestId('person-card')).toBeVisible();
  await expect(page.getByTestId('resend-invitation')).toHaveCount(0);
});
