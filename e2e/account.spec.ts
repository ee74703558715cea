/**
 * The person's own account: /pages/user-settings (General with the picture, Change password,
 * Information, Sessions) and /pages/profile, with a fresh staff account of its own (registered,
 * then made staff by the admin), so that its sessions are only the ones signed in here. Axe on
 * both pages; an account API that answers 404 shows an error. One server for the file: the tests run in order.
 */
import { request, type Browser, type Page } from '@playwright/test';
import { expect, newEmail, signInWithForm } from './auth-helpers';
import { test } from './support/test';
import { seriousViolations } from './support/axe';
import { watchConsole } from './support/spine';

test.describe.configure({ mode: 'serial' });

const SETTINGS = '/pages/user-settings';
const PROFILE = '/pages/profile';
const person = { email: newEmail('account'), password: 'first-pass-123', name: 'Ada Lindqvist' };
/** a 2x2 red PNG */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEklEQVR4nGM4oaFxQkODAUIBACEuBGGeECA5AAAAAElFTkSuQmCC',
  'base64',
);

async function expectNoSeriousViolation(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}

/** A signed-in page of the test's person, in a browser context of its own. */
async function signedInPage(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signInWithForm(page, person, { to: SETTINGS });
  return { context, page };
}

test.beforeAll(async ({ baseURL }) => {
  // register (its session is signed out again), then the admin makes the person staff
  const own = await request.newContext({ baseURL });
  const registered = await own.post('/api/auth/register', {
    data: { displayName: person.name, email: person.email, password: person.password },
  });
  const { userData } = (await registered.json()) as { userData: { uid: number } };
  expect(userData.uid).toBeGreaterThan(0);
  await own.post('/api/auth/logout', { data: {} });
  await own.dispose();

  const admin = await request.newContext({ baseURL });
  const login = await admin.post('/api/auth/login', {
    data: { email: 'admin@demo.com', password: 'admin-demo-pass' },
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const promoted = await admin.post(`/api/user-management/users/${userData.uid}`, {
    data: { user: { role: 'staff' } },
    headers: { authorization: `Bearer ${accessToken}` },
  });
  expect(promoted.ok()).toBe(true);
  await admin.dispose();
});

// first: the only sessions of the person are the two signed in here
test('Sessions: two sign-ins are listed, this device marked; the other one is signed out', async ({
  browser,
  baseURL,
}) => {
  const first = await signedInPage(browser, baseURL!);
  const second = await signedInPage(browser, baseURL!);
  const page = first.page;
  await page.goto(`${SETTINGS}?tab=sessions`);
  const rows = page.getByTestId('session-row');
  await expect(rows).toHaveCount(2);
  await expect(page.getByTestId('this-device')).toHaveCount(1);
  await expect(rows.filter({ has: page.getByTestId('this-device') })).toHaveAttribute(
    'data-current',
    'true',
  );
  // the other one: a confirmation that holds the focus and gives it back on cancel
  const end = page.getByTestId('end-session');
  await expect(end).toHaveCount(1);
  await end.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(page.getByTestId('confirm-end-session-cancel')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByTestId('confirm-end-session-confirm')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(end).toBeFocused();

  await end.click();
  await page.getByTestId('confirm-end-session-confirm').click();
  await expect(page.getByText('That session has been signed out.')).toBeVisible();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toHaveAttribute('data-current', 'true');
  await first.context.close();
  await second.context.close();
});

test('General: a new display name is saved and shows in the user menu', async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await signedInPage(browser, baseURL!);
  const errors = watchConsole(page);
  await expect(page.getByTestId('general-name')).toHaveValue(person.name);
  // the browser's check first: an empty name is refused next to the field
  await page.getByTestId('general-name').fill('');
  await page.getByTestId('general-save').click();
  await expect(page.getByText('This field is required.')).toBeVisible();
  await expect(page.getByTestId('general-name')).toHaveAttribute('aria-invalid', 'true');

  person.name = 'Ada L. Lindqvist';
  await page.getByTestId('general-name').fill(person.name);
  await page.getByTestId('general-save').click();
  await expect(page.getByText('Your account has been saved.')).toBeVisible();
  await expect(page.getByTestId('user-menu')).toContainText(person.name);
  // the server kept it
  await page.reload();
  await expect(page.getByTestId('general-name')).toHaveValue(person.name);
  expect(errors).toEqual([]);
  await context.close();
});

test("General: one's own picture is uploaded, shown in the tab and the header, and removed", async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await signedInPage(browser, baseURL!);
  const errors = watchConsole(page);
  await expect(page.getByTestId('own-avatar')).toBeVisible();
  // the placeholder is gone; a default picture has nothing to remove
  await expect(page.getByTestId('avatar-pending')).toHaveCount(0);
  await expect(page.getByTestId('own-avatar-remove')).toHaveCount(0);
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/account/avatar') && r.request().method() === 'PUT',
  );
  await page
    .getByTestId('own-avatar-input')
    .setInputFiles({ name: 'harbour.png', mimeType: 'image/png', buffer: PNG });
  const reply = await saved;
  expect(reply.status()).toBe(200);
  const { avatar } = (await reply.json()) as { avatar: string };
  expect(avatar).toMatch(/^\/api\/avatars\/\d+\?v=\d+$/);
  await expect(page.getByTestId('own-avatar-image').locator('img')).toHaveAttribute('src', avatar);
  const header = page.getByTestId('user-menu').locator('img');
  await expect(header).toHaveAttribute('src', avatar);
  // the src is set before the picture has loaded: wait for it to load
  await expect.poll(() => header.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(2);
  // the server kept it: after a reload both still show it
  await page.reload();
  await expect(page.getByTestId('own-avatar-image').locator('img')).toHaveAttribute('src', avatar);
  await expect(header).toHaveAttribute('src', avatar);

  await page.getByTestId('own-avatar-remove').click();
  const fallback = /^\/images\/avatars\/avatar-\d\d\.svg$/;
  await expect(page.getByTestId('own-avatar-image').locator('img')).toHaveAttribute(
    'src',
    fallback,
  );
  await expect(header).toHaveAttribute('src', fallback);
  await expect(page.getByTestId('own-avatar-remove')).toHaveCount(0);
  expect(errors).toEqual([]);
  await context.close();
});

test('Change password: a new password that is too short is refused next to the field', async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await signedInPage(browser, baseURL!);
  await page.getByTestId('tab-password').click();
  await expect(page).toHaveURL(/tab=password/);
  await page.getByTestId('password-current').fill(person.password);
  await page.getByTestId('password-new').fill('short');
  await page.getByTestId('password-confirm').fill('short');
  await page.getByTestId('password-save').click();
  const field = page.getByTestId('password-new');
  // Mantine's password input marks itself data-invalid and names its message in aria-describedby
  await expect(field).toHaveAttribute('data-invalid', 'true');
  const describedBy = (await field.getAttribute('aria-describedby')) ?? '';
  const errorId = describedBy.split(' ').find((id) => id.endsWith('-error'));
  expect(errorId).toBeTruthy();
  await expect(page.locator(`[id="${errorId}"]`)).toHaveText('Enter at least 8 characters.');
  // and the confirmation must match
  await page.getByTestId('password-new').fill('long-enough-1');
  await page.getByTestId('password-save').click();
  await expect(page.getByText('The passwords do not match.')).toBeVisible();
  await context.close();
});

test('the profile shows the name and the information filled in', async ({ browser, baseURL }) => {
  const { context, page } = await signedInPage(browser, baseURL!);
  await page.goto(`${SETTINGS}?tab=information`);
  await page.getByTestId('info-about').fill('Plans the sea freight to Europe.');
  await page.getByTestId('info-location-city').fill('Gothenburg');
  await page.getByTestId('info-location-country').fill('Sweden');
  await page.getByTestId('info-languages').fill('Swedish');
  await page.keyboard.press('Enter');
  await page.getByTestId('info-contact-email').check();
  // a website that is not an address is refused next to the field
  await page.getByTestId('info-website').fill('not a site');
  await page.getByTestId('information-save').click();
  await expect(page.getByText('Enter an address starting with http:// or https://.')).toBeVisible();
  await page.getByTestId('info-website').fill('https://ada.example');
  await page.getByTestId('information-save').click();
  await expect(page.getByText('Your information has been saved.')).toBeVisible();

  await page.goto(PROFILE);
  await expect(page.getByTestId('profile-name')).toHaveText(person.name);
  await expect(page.getByTestId('profile-role')).toHaveText('Staff');
  await expect(page.getByTestId('profile-about')).toContainText('Plans the sea freight to Europe.');
  await expect(page.getByTestId('profile-location')).toHaveText('Gothenburg, Sweden');
  await expect(page.getByTestId('profile-languages')).toHaveText('Swedish');
  await expect(page.getByTestId('profile-contact')).toHaveText('Email');
  await expect(page.getByTestId('profile-website')).toHaveText('https://ada.example');
  await expect(page.getByTestId('profile-social-empty')).toBeVisible();
  await page.getByTestId('profile-settings').click();
  await expect(page).toHaveURL(/\/pages\/user-settings$/);
  await context.close();
});

for (const path of [PROFILE, SETTINGS, `${SETTINGS}?tab=sessions`]) {
  test(`axe: no serious or critical violation on ${path}`, async ({ browser, baseURL }) => {
    const { context, page } = await signedInPage(browser, baseURL!);
    await page.goto(path);
    await expect(page.getByTestId(path === PROFILE ? 'profile-name' : 'tab-general')).toBeVisible();
    if (path.endsWith('sessions')) await expect(page.getByTestId('this-device')).toBeVisible();
    await expectNoSeriousViolation(page);
    await context.close();
  });
}

test('an account API that answers 404 shows an error, not a broken screen', async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await signedInPage(browser, baseURL!);
  await page.route('**/api/account', (route) =>
    route.fulfill({ status: 404, json: { error: 'Not found', code: 'notFound' } }),
  );
  for (const path of [PROFILE, SETTINGS]) {
    await page.goto(path);
    await expect(page.getByTestId('account-error')).toBeVisible();
    await expect(page.getByTestId('account-error')).toContainText('This record no longer exists.');
  }
  await context.close();
});

test('Sign out everywhere ends this session too and goes to the sign-in page', async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await signedInPage(browser, baseURL!);
  await page.goto(`${SETTINGS}?tab=sessions`);
  await page.getByTestId('sign-out-everywhere').click();
  await page.getByTestId('confirm-sign-out-everywhere-confirm').click();
  await expect(page).toHaveURL(/\/pages\/login/);
  await page.goto(SETTINGS);
  await expect(page).toHaveURL(/\/pages\/login/);
  await context.close();
});
