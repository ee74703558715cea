/**
 * Interactions of the form pages (docs/decisions/0064; the generic checks of every page are in
 * showcase.spec.ts): form-validation's messages on blur and on submit with the summary at the
 * top, its "is this username free" check against the API (an existing account's username, and a
 * free one), and the form wizard's checks at each step and its state kept across a reload.
 */
import type { Page } from '@playwright/test';
import { test } from './support/test';
import { expect } from './auth-helpers';
import { signIn } from './support/spine';

/** The username of an existing account, read from the API as the signed-in admin. */
async function existingUsername(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const token = window.localStorage.getItem('accessToken');
    const reply = await fetch('/api/user-management/users', {
      headers: { Authorization: `Bearer ${token}` },
    });
    const people = (await reply.json()) as { email: string; username: string }[];
    return people.find((p) => p.email === 'editor@demo.com')!.username;
  });
}

test.describe('form validation', () => {
  test.beforeEach(async ({ page, context }, info) => {
    await signIn(context, 'admin', info.project.use.baseURL!);
    await page.goto('/forms/form-validation');
    await expect(page.getByTestId('validation-form')).toBeVisible();
  });

  test('a field says what is wrong when it is left, and the message goes once it is right', async ({
    page,
  }) => {
    const email = page.getByTestId('validation-email');
    await expect(page.getByText('Enter an email address like name@company.com.')).toHaveCount(0);
    await email.fill('dispatch@');
    await email.press('Tab');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Enter an email address like name@company.com.')).toBeVisible();
    await email.fill('dispatch@siamgateway.example');
    await expect(page.getByText('Enter an email address like name@company.com.')).toHaveCount(0);
    await expect(email).not.toHaveAttribute('aria-invalid', 'true');

    // matching passwords: the second is checked against the first
    await page.getByTestId('validation-password').fill('harbour2026');
    const confirm = page.getByTestId('validation-confirm');
    await confirm.fill('harbour2025');
    await confirm.press('Tab');
    await expect(page.getByText('The two passwords differ.')).toBeVisible();
    // a date range: the last day before the first
    await page.getByTestId('validation-from').fill('2026-03-10');
    await page.getByTestId('validation-to').fill('2026-03-01');
    // Tab would move between the parts of a date field: leave it as a pointer would
    await page.getByTestId('validation-to').blur();
    await expect(page.getByText('The last day comes after the first day.')).toBeVisible();
    // fields not visited say nothing yet
    await expect(page.getByTestId('validation-summary')).toHaveCount(0);
    await expect(page.getByText('This field is required.')).toHaveCount(0);
  });

  test('submit shows every message beside its field and a summary with a link to each', async ({
    page,
  }) => {
    await page.getByTestId('validation-website').fill('ftp://files.example');
    await page.getByTestId('validation-payload').fill('55');
    await page.getByTestId('validation-submit').click();
    const summary = page.getByTestId('validation-summary');
    const alert = summary.getByRole('alert');
    await expect(alert).toBeVisible();
    // ten problems: eight empty required fields, a website that is not http(s), a payload over 40 t
    await expect(alert).toContainText('The form has 10 problems:');
    await expect(summary).toBeFocused();
    const links = alert.getByRole('link');
    await expect(links).toHaveCount(10);
    await expect(links.first()).toHaveText('Username: This field is required.');
    await expect(alert.getByRole('link', { name: /^Company website/ })).toHaveText(
      'Company website (optional): Enter an address starting with https:// or http://.',
    );
    await expect(alert.getByRole('link', { name: /^Largest truck payload/ })).toContainText(
      'Enter a payload from 1 to 40 tonnes.',
    );
    // the same message beside the field, tied to it
    await expect(page.getByTestId('validation-payload')).toHaveAttribute('aria-invalid', 'true');
    // a link takes the focus to its field
    await alert.getByRole('link', { name: /^Work email/ }).click();
    await expect(page.getByTestId('validation-email')).toBeFocused();
    // fixing a field takes its message away at once, and takes it off the summary at the next submit
    await page.getByTestId('validation-payload').fill('24');
    await expect(page.getByTestId('validation-payload')).not.toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(links).toHaveCount(10);
    await page.getByTestId('validation-submit').click();
    await expect(links).toHaveCount(9);
    await expect(alert).toContainText('The form has 9 problems:');
  });

  test('every wrong field is marked invalid for assistive technology, the passwords too', async ({
    page,
  }) => {
    // an empty submit: every required field is wrong (the website is optional)
    await page.getByTestId('validation-submit').click();
    await expect(page.getByTestId('validation-summary').getByRole('link')).toHaveCount(9);
    const wrong = ['username', 'email', 'payload', 'container', 'notes', 'from', 'to'];
    for (const name of [...wrong, 'password', 'confirm']) {
      await expect(page.getByTestId(`validation-${name}`), name).toHaveAttribute(
        'aria-invalid',
        'true',
      );
    }
    await expect(page.getByTestId('validation-website')).not.toHaveAttribute(
      'aria-invalid',
      'true',
    );
    // a right password is no longer invalid; a repeat that differs is, with its message tied to it
    const password = page.getByTestId('validation-password');
    await password.fill('harbour2026');
    await expect(password).not.toHaveAttribute('aria-invalid', 'true');
    const confirm = page.getByTestId('validation-confirm');
    await confirm.fill('harbour2025');
    await confirm.press('Tab');
    await expect(confirm).toHaveAttribute('aria-invalid', 'true');
    await expect(confirm).toHaveAccessibleDescription(/The two passwords differ\./);
    await confirm.fill('harbour2026');
    await expect(confirm).not.toHaveAttribute('aria-invalid', 'true');
  });

  test('the API says an existing username is taken and a new one is free', async ({ page }) => {
    const taken = await existingUsername(page);
    const username = page.getByTestId('validation-username');
    await username.fill(taken.toUpperCase());
    await username.press('Tab');
    await expect(page.getByText('This username is taken. Choose another one.')).toBeVisible();
    await expect(username).toHaveAttribute('aria-invalid', 'true');

    await username.fill('laem.chabang.night-desk');
    await username.press('Tab');
    await expect(page.getByTestId('validation-username-note')).toHaveText(
      '“laem.chabang.night-desk” is free.',
    );
    await expect(username).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('This username is taken. Choose another one.')).toHaveCount(0);
  });

  test('a valid form with a free username is accepted; a taken one is in the summary', async ({
    page,
  }) => {
    const fill = async (values: Record<string, string>) => {
      for (const [name, value] of Object.entries(values)) {
        await page.getByTestId(`validation-${name}`).fill(value);
      }
    };
    await fill({
      username: await existingUsername(page),
      email: 'night.desk@siamgateway.example',
      website: 'https://siamgateway.example',
      payload: '24',
      container: 'MSKU4073126',
      password: 'harbour2026',
      confirm: 'harbour2026',
      from: '2026-03-01',
      to: '2026-04-15',
      notes: 'Covers the night shift at the Laem Chabang gate.',
    });
    await page.getByTestId('validation-submit').click();
    const alert = page.getByTestId('validation-summary').getByRole('alert');
    await expect(alert).toContainText('The form has 1 problem:');
    await expect(alert.getByRole('link')).toHaveText(
      'Username: This username is taken. Choose another one.',
    );
    await expect(page.getByTestId('validation-done')).toHaveCount(0);

    await fill({ username: 'laem.chabang.night-desk' });
    await page.getByTestId('validation-submit').click();
    await expect(page.getByTestId('validation-done')).toContainText(
      'the account “laem.chabang.night-desk” can be created',
    );
    await expect(page.getByTestId('validation-summary')).toHaveCount(0);
  });
});

test.describe('form wizard', () => {
  test.beforeEach(async ({ page, context }, info) => {
    await signIn(context, 'admin', info.project.use.baseURL!);
    await page.goto('/forms/form-wizard');
    await expect(page.getByTestId('wizard')).toBeVisible();
  });

  const heading = (page: Page) => page.getByTestId('wizard-heading');

  async function pick(page: Page, testId: string, option: string) {
    await page.getByTestId(testId).click();
    await page.getByRole('option', { name: option, exact: true }).click();
  }

  test('each step is checked before the next; back and next keep the answers and move the focus to the heading', async ({
    page,
  }) => {
    await expect(heading(page)).toHaveText('Step 1 of 5: Route');
    // nothing filled but the defaults: the destination and the date are missing
    await page.getByTestId('wizard-next').click();
    await expect(heading(page)).toHaveText('Step 1 of 5: Route');
    await expect(page.getByTestId('wizard-destination')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('This field is required.')).toHaveCount(2);
    // the same port twice is refused
    await pick(page, 'wizard-destination', 'Laem Chabang');
    await page.getByTestId('wizard-ready').fill('2026-05-04');
    await page.getByTestId('wizard-next').click();
    await expect(
      page.getByText('The port of discharge differs from the port of loading.'),
    ).toBeVisible();
    await pick(page, 'wizard-destination', 'Rotterdam');
    await page.getByTestId('wizard-next').click();
    await expect(heading(page)).toHaveText('Step 2 of 5: Cargo');
    await expect(heading(page)).toBeFocused();

    // cargo: a dangerous load needs its UN number
    await page.getByTestId('wizard-description').fill('Industrial paint in steel drums');
    await page.getByTestId('wizard-packages').fill('24');
    await page.getByTestId('wizard-weight').fill('4800');
    await page.getByRole('switch', { name: 'The cargo contains dangerous goods' }).check();
    await page.getByTestId('wizard-next').click();
    await expect(page.getByText('Enter UN and four digits, e.g. UN1263.')).toBeVisible();
    await expect(page.getByTestId('wizard-un')).toBeFocused();
    await page.getByTestId('wizard-un').fill('un1263');
    await page.getByTestId('wizard-next').click();
    await expect(heading(page)).toHaveText('Step 3 of 5: Services');

    // back keeps what was typed, and puts the focus on the heading
    await page.getByTestId('wizard-back').click();
    await expect(heading(page)).toHaveText('Step 2 of 5: Cargo');
    await expect(heading(page)).toBeFocused();
    await expect(page.getByTestId('wizard-description')).toHaveValue(
      'Industrial paint in steel drums',
    );
    await expect(page.getByTestId('wizard-un')).toHaveValue('un1263');
  });

  test('the answers and the step survive a reload; sending clears them and gives a reference', async ({
    page,
  }) => {
    await pick(page, 'wizard-destination', 'Hamburg');
    await page.getByTestId('wizard-ready').fill('2026-06-15');
    await page.getByTestId('wizard-next').click();
    await page.getByTestId('wizard-description').fill('Frozen shrimp, 40 ft reefer');
    await page.getByTestId('wizard-packages').fill('1200');
    await page.getByTestId('wizard-weight').fill('21500');
    await page.getByTestId('wizard-next').click();
    await expect(heading(page)).toHaveText('Step 3 of 5: Services');
    // none of the services: refused
    await page.getByTestId('wizard-service-exportClearance').uncheck();
    await page.getByTestId('wizard-next').click();
    await expect(page.getByText('Choose at least one service.')).toBeVisible();
    await page.getByTestId('wizard-service-insurance').check();

    await page.reload();
    await expect(heading(page)).toHaveText('Step 3 of 5: Services');
    await expect(page.getByTestId('wizard-service-insurance')).toBeChecked();
    await page.getByTestId('wizard-back').click();
    await expect(page.getByTestId('wizard-description')).toHaveValue('Frozen shrimp, 40 ft reefer');
    await page.getByTestId('wizard-next').click();
    await page.getByTestId('wizard-next').click();
    await expect(heading(page)).toHaveText('Step 4 of 5: Contact');
    await page.getByTestId('wizard-name').fill('Anong Srisuk');
    await page.getByTestId('wizard-company').fill('Siam Seafood Export Co.');
    await page.getByTestId('wizard-email').fill('anong@');
    await page.getByTestId('wizard-phone').fill('+66 81 234 5678');
    await page.getByTestId('wizard-next').click();
    await expect(page.getByText('Enter an email address like name@company.com.')).toBeVisible();
    await page.getByTestId('wizard-email').fill('anong@siamseafood.example');
    await page.getByTestId('wizard-next').click();

    await expect(heading(page)).toHaveText('Step 5 of 5: Review');
    const summary = page.getByTestId('wizard-summary');
    await expect(summary).toContainText('Sea freight from Laem Chabang to Hamburg');
    await expect(summary).toContainText('1200 packages, 21500 kg');
    await expect(summary).toContainText('Cargo insurance');
    await expect(summary).toContainText('Anong Srisuk, Siam Seafood Export Co.');

    await page.getByTestId('wizard-submit').click();
    await expect(page.getByTestId('wizard-confirmation')).toBeVisible();
    await expect(page.getByTestId('wizard-reference')).toHaveText(/^BKG-[A-Z2-9]{6}$/);
    await expect(page.getByRole('heading', { name: 'Booking received' })).toBeFocused();
    // sent: a reload starts a new booking
    await page.reload();
    await expect(heading(page)).toHaveText('Step 1 of 5: Route');
    await expect(page.getByTestId('wizard-ready')).toHaveValue('');
  });
});
