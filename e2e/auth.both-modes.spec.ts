/**
 * Sign-in, sessions and access control, against the production build, in server mode
 * and in browser mode (the in-page back end). docs/product.md sections 4 to 8,
 * docs/architecture.md decisions 1-5 and 8.
 * Browser mode keeps its back end in the page: a full reload starts a fresh one, so those tests
 * move on inside the app (links, buttons) instead of reloading.
 */
import { test } from './support/test';
import { seriousViolations } from './support/axe';
import {
  dashboardWithoutLiveStream,
  demo,
  isBrowserMode,
  newEmail,
  refreshCookieAccess,
  serverColumn,
  signInWithForm,
  spoilAccessToken,
  storedSession,
  watchApi,
  expect,
} from './auth-helpers';

test.describe('token-based sign-in', () => {
  for (const role of ['admin', 'editor'] as const) {
    test(
      `signs in and out with the ${role} demo account`,
      { tag: role === 'admin' ? '@browser-mode' : [] },
      async ({ page }, info) => {
        const api = watchApi(page);
        await page.goto('/pages/login?to=%2Fextensions%2Faccess-control');
        await expect(page.getByTestId('demo-accounts')).toBeVisible();
        await page.getByTestId(`demo-${role}`).click();
        await page.getByTestId('login-submit').click();
        await expect(page).toHaveURL(/\/extensions\/access-control$/);
        await expect(page.getByTestId('server-role')).toHaveText(
          role === 'admin' ? 'Admin' : 'Editor',
        );
        expect(await serverColumn(page)).toEqual([String(role === 'admin'), 'true', 'true']);

        // "remember me" unchecked: the session lives in sessionStorage
        const before = await storedSession(page);
        expect(before.session.loggedIn).toBe('true');
        expect(Number(before.session.tokenExpiry)).toBeGreaterThan(Date.now());
        expect(JSON.parse(before.session.userInfo!)).toMatchObject({
          email: demo[role].email,
          userRole: role,
        });
        expect(before.local.accessToken).toBeNull();
        const cookies = await page.context().cookies();
        const refresh = cookies.find((c) => c.name === 'freight_refresh');
        if (!isBrowserMode(info)) expect(refresh?.httpOnly).toBe(true);

        await page.getByTestId('user-menu').click();
        await page.getByTestId('sign-out').click();
        await expect(page).toHaveURL(/\/home$/);
        // the public home is its own document (docs/decisions/0069): read the storage once it is in
        await expect(page.locator('html')).toHaveAttribute('data-site-hydrated', 'true');
        const after = await storedSession(page);
        for (const store of [after.local, after.session]) {
          expect(store).toEqual({
            userInfo: null,
            accessToken: null,
            loggedIn: null,
            tokenExpiry: null,
          });
        }
        await expect.poll(() => api.logout).toBe(1);
        if (!isBrowserMode(info) && refresh) {
          // the refresh token was revoked on the server
          const reply = await page.request.post('/api/auth/refresh-token', {
            data: { accessToken: before.session.accessToken },
            headers: { cookie: `freight_refresh=${refresh.value}` },
          });
          expect(reply.status()).toBe(401);
        }
      },
    );
  }

  test('a wrong password shows "Wrong Email or Password"', async ({ page }) => {
    await page.goto('/pages/login');
    await page.getByLabel('Email').fill(demo.editor.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('not-the-password');
    await page.getByTestId('login-submit').click();
    await expect(page.getByTestId('login-error')).toHaveText('Wrong Email or Password');
    await expect(page).toHaveURL(/\/pages\/login$/);
    expect((await storedSession(page)).session.loggedIn).toBeNull();
  });

  test('a signed-in user who logs in again gets the "Login Attempt" warning', async ({ page }) => {
    await signInWithForm(page, demo.editor, { to: '/extensions/access-control' });
    await page.goto('/pages/login');
    await page.getByLabel('Email').fill(demo.admin.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(demo.admin.password);
    await page.getByTestId('login-submit').click();
    await expect(page.getByText('Login Attempt')).toBeVisible();
    await expect(page.getByText('You are already logged in!')).toBeVisible();
    expect(JSON.parse((await storedSession(page)).session.userInfo!).email).toBe(demo.editor.email);
  });

  test(
    '"remember me" keeps the session in localStorage; unchecked it ends with the browser session',
    { tag: '@browser-mode' },
    async ({ page, context }, info) => {
      await signInWithForm(page, demo.editor, { to: '/home', remember: true });
      const kept = await storedSession(page);
      expect(kept.local.loggedIn).toBe('true');
      expect(kept.session.loggedIn).toBeNull();
      if (!isBrowserMode(info)) {
        const other = await context.newPage(); // another tab of the same browser
        await other.goto('/extensions/access-control');
        await expect(other.getByTestId('access-control-screen')).toBeVisible();
        await other.close();
      }
    },
  );

  test(
    'a session without "remember me" is not seen by a new tab',
    { tag: '@browser-mode' },
    async ({ page, context }) => {
      await signInWithForm(page, demo.editor, { to: '/home' });
      const other = await context.newPage();
      await other.goto('/extensions/access-control');
      await expect(other).toHaveURL(/\/pages\/login\?to=%2Fextensions%2Faccess-control$/);
      await other.close();
    },
  );

  test('register: mismatch, field errors next to their fields, then "Account Created"', async ({
    page,
  }) => {
    await page.goto('/pages/register?to=%2Fapps%2Ftodo%2Fall');
    const name = page.getByLabel('Name');
    const email = page.getByLabel('Email');
    const password = page.getByRole('textbox', { name: 'Password', exact: true });
    const confirm = page.getByLabel('Confirm password');
    await email.fill(demo.admin.email);
    await password.fill('a-good-password');
    await confirm.fill('another-password');
    await page.getByTestId('register-submit').click();
    await expect(page.getByText("Password doesn't match. Please try again.")).toBeVisible();

    await confirm.fill('a-good-password');
    await page.getByTestId('register-submit').click();
    // both come back together, each next to its field
    await expect(email).toHaveAccessibleDescription('This email is already in use.');
    await expect(name).toHaveAccessibleDescription('Please enter your name.');
    await expect(email).toHaveAttribute('aria-invalid', 'true');

    await name.fill('Napat Wongsa');
    await email.fill(newEmail('register'));
    await page.getByTestId('register-submit').click();
    await expect(page.getByText('Account Created')).toBeVisible();
    await expect(page.getByText('You are successfully registered!')).toBeVisible();
    // a new account has no staff access: the staff page it wanted is not for it
    await expect(page).toHaveURL(/\/pages\/not-authorized$/);
    expect(JSON.parse((await storedSession(page)).session.userInfo!).userRole).toBe('public');
  });

  test(
    'forgot and reset password: a single-use link, then the new password signs in',
    { tag: '@browser-mode' },
    async ({ page }) => {
      const email = newEmail('reset');
      // everything after the first load happens inside the app (browser mode keeps its back end)
      await page.goto('/pages/register?to=%2Fpages%2Fforgot-password');
      await page.getByLabel('Name').fill('Kanya Reset');
      await page.getByLabel('Email').fill(email);
      await page.getByRole('textbox', { name: 'Password', exact: true }).fill('first-password');
      await page.getByLabel('Confirm password').fill('first-password');
      await page.getByTestId('register-submit').click();
      await expect(page).toHaveURL(/\/pages\/forgot-password$/);
      await expect(page.getByRole('heading', { name: 'Recover your password' })).toBeVisible();

      await page.getByLabel('Email').fill(email);
      await page.getByRole('button', { name: 'Send reset link' }).click();
      await expect(page.getByTestId('forgot-done')).toHaveText(
        'If an account exists for this email, a reset link has been sent.',
      );
      // no mail server yet: development and browser mode show the link
      await page.getByTestId('reset-link').click();
      await expect(page).toHaveURL(/\/pages\/reset-password\?token=/);
      const resetUrl = page.url();
      await expect(page.getByRole('heading', { name: 'Reset password' })).toBeVisible();
      await page.getByLabel('New password').fill('second-password');
      await page.getByLabel('Confirm password').fill('second-password');
      await page.getByRole('button', { name: 'Change password' }).click();
      await expect(page.getByTestId('reset-done')).toBeVisible();

      // the registration signed this browser in; someone who forgot the password is signed out
      await page.evaluate(() => window.sessionStorage.clear());
      await page.getByRole('link', { name: 'Back to sign-in' }).click();
      await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
      await page.getByLabel('Email').fill(email);
      await page.getByRole('textbox', { name: 'Password', exact: true }).fill('first-password');
      await page.getByTestId('login-submit').click();
      await expect(page.getByTestId('login-error')).toHaveText('Wrong Email or Password');
      await page.getByRole('textbox', { name: 'Password', exact: true }).fill('second-password');
      await page.getByTestId('login-submit').click();
      await expect(page).toHaveURL(/\/home$/);
      expect(resetUrl).toContain('token=');
    },
  );

  test('the lock screen locks the session and the same user unlocks it', async ({ page }) => {
    await signInWithForm(page, demo.editor, { to: '/extensions/access-control' });
    await page.goto('/pages/lock-screen?to=%2Fextensions%2Faccess-control');
    await expect(page.getByTestId('lock-user')).toBeVisible();
    await expect.poll(async () => (await storedSession(page)).session.loggedIn).toBeNull();
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('wrong-password');
    await page.getByTestId('unlock-submit').click();
    await expect(page.getByTestId('unlock-error')).toHaveText('Wrong Email or Password');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(demo.editor.password);
    await page.getByTestId('unlock-submit').click();
    await expect(page).toHaveURL(/\/extensions\/access-control$/);
  });
});

test.describe('the request layer', () => {
  test(
    'an expired access token is refreshed once, invisibly, during parallel calls',
    { tag: '@browser-mode' },
    async ({ page }) => {
      // no live stream: the events of the tests beside this one (a mail, a chat message) make the
      // dashboard read again in the background, and such a read with the spoiled token would
      // refresh it before the screen's parallel calls go out
      const { firstReads } = await dashboardWithoutLiveStream(page);
      await signInWithForm(page, demo.editor, { to: '/extensions/access-control' });
      expect(await serverColumn(page)).toEqual(['false', 'true', 'true']);
      await firstReads;
      const api = watchApi(page);
      await spoilAccessToken(page);
      const spoiled = (await storedSession(page)).session.accessToken;
      await page.getByTestId('check-server').click();
      // wait for the new round of calls: the column still shows the previous answers until then
      await expect.poll(() => api.refresh, { message: 'refreshes' }).toBe(1);
      await expect(page.getByTestId('check-server')).not.toHaveAttribute('data-loading', 'true');
      expect(await serverColumn(page)).toEqual(['false', 'true', 'true']);
      expect(api.unauthorized, 'parallel calls answered 401').toBeGreaterThanOrEqual(2);
      expect(api.refresh, 'refreshes').toBe(1);
      await expect(page).toHaveURL(/\/extensions\/access-control$/);
      // the refreshed token replaced the spoiled one (it may equal the first token, signed within the
      // same second with the same claims)
      const tokenAfter = (await storedSession(page)).session.accessToken;
      expect(tokenAfter).not.toBe(spoiled);
    },
  );

  test(
    'a reused refresh token signs the user out and sends them to the login page',
    { tag: '@browser-mode' },
    async ({ page }, info) => {
      // server mode: the browser's cookie store; browser mode: the in-page back end's jar
      const refreshCookie = await refreshCookieAccess(page, info);
      const { firstReads } = await dashboardWithoutLiveStream(page);
      await signInWithForm(page, demo.editor, { to: '/extensions/access-control' });
      await serverColumn(page);
      await firstReads;
      const stolen = (await refreshCookie.read())!;
      expect(stolen).toBeTruthy();
      // a normal refresh rotates the cookie
      await spoilAccessToken(page);
      await page.getByTestId('check-server').click();
      await expect.poll(() => refreshCookie.read()).not.toBe(stolen);
      const rotated = (await refreshCookie.read())!;
      expect(rotated).toBeTruthy();
      await expect(page.getByTestId('check-server')).not.toHaveAttribute('data-loading', 'true');
      // the old one comes back (a stolen copy): the server revokes the family, the app signs out
      await refreshCookie.write(stolen);
      await spoilAccessToken(page);
      await page.getByTestId('check-server').click();
      await expect(page).toHaveURL(/\/pages\/login\?to=%2Fextensions%2Faccess-control$/);
      const after = await storedSession(page);
      expect(after.session).toEqual({
        userInfo: null,
        accessToken: null,
        loggedIn: null,
        tokenExpiry: null,
      });
      if (!isBrowserMode(info)) {
        // the whole family is revoked: the newest token is refused too (browser mode: that back end
        // ended with the reload to the login page; browser-api/browser-api.test.ts checks it there)
        const reply = await page.request.post('/api/auth/refresh-token', {
          data: { accessToken: 'any' },
          headers: { cookie: `freight_refresh=${rotated}` },
        });
        expect(reply.status()).toBe(401);
      }
    },
  );
});

test.describe('access control', () => {
  test('a visitor on a staff page goes to the login page with ?to= and comes back after signing in', async ({
    page,
  }) => {
    await page.goto('/apps/todo/all?from=e2e');
    await expect(page).toHaveURL(/\/pages\/login\?to=%2Fapps%2Ftodo%2Fall%3Ffrom%3De2e$/);
    await page.getByLabel('Email').fill(demo.editor.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(demo.editor.password);
    await page.getByTestId('login-submit').click();
    await expect(page).toHaveURL(/\/apps\/todo\/all\?from=e2e$/);
  });

  test('?to= never leaves the site: staff land on the dashboard instead', async ({ page }) => {
    await signInWithForm(page, demo.editor, { to: '//evil.example/steal' });
    await expect(page).toHaveURL(/\/dashboard\/analytics$/);
  });

  test('the access-control screen previews a lower role; the server keeps the real one; the preview can be undone', async ({
    page,
  }) => {
    await signInWithForm(page, demo.admin, { to: '/extensions/access-control' });
    await page.getByTestId('preview-editor').click();
    await expect(page.getByTestId('sample-admin-hidden')).toBeVisible();
    expect(JSON.parse((await storedSession(page)).session.userInfo!).userRole).toBe('editor');
    // the server still answers with the real role
    await page.getByTestId('check-server').click();
    expect(await serverColumn(page)).toEqual(['true', 'true', 'true']);
    // public cannot open this screen, so it is not offered (the preview could not be undone)
    await expect(page.getByTestId('preview-public')).toBeDisabled();
    // the guard follows the preview: an admin-rule check now says no in the UI column
    await expect(page.getByTestId('rule-admin-open')).toHaveAttribute('data-value', 'false');
    await page.getByTestId('preview-admin').click();
    await expect(page.getByTestId('rule-admin-open')).toHaveAttribute('data-value', 'true');
  });

  test('an editor cannot preview as admin, and the server says no to admin', async ({ page }) => {
    await signInWithForm(page, demo.editor, { to: '/extensions/access-control' });
    await expect(page.getByTestId('preview-admin')).toBeDisabled();
    expect(await serverColumn(page)).toEqual(['false', 'true', 'true']);
    await expect(page.getByTestId('sample-admin-hidden')).toBeVisible();
  });

  test('an editor on an admin page (editing a managed user) goes to /pages/not-authorized', async ({
    page,
  }) => {
    await signInWithForm(page, demo.editor, { to: '/apps/user/user-edit/268' });
    await expect(page).toHaveURL(/\/pages\/not-authorized$/);
  });

  test('a plain user on a staff page goes to /pages/not-authorized', async ({ page }) => {
    await page.goto('/pages/register?to=%2Fextensions%2Faccess-control');
    await page.getByLabel('Name').fill('Plain User');
    await page.getByLabel('Email').fill(newEmail('plain'));
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('plain-password');
    await page.getByLabel('Confirm password').fill('plain-password');
    await page.getByTestId('register-submit').click();
    await expect(page).toHaveURL(/\/pages\/not-authorized$/);
  });

  test('the display name is updated on the server and in the app', async ({ page }) => {
    await signInWithForm(page, demo.admin, { to: '/extensions/access-control' });
    const field = page.getByTestId('display-name-form').getByLabel('Display name');
    await field.fill('   ');
    await page.getByTestId('display-name-save').click();
    await expect(page.getByText('Error', { exact: true })).toBeVisible();
    await expect(page.getByText('Please enter your name.')).toBeVisible();

    await field.fill('Maren Holt (Operations)');
    await page.getByTestId('display-name-save').click();
    await expect(page.getByText('Your display name has been updated.')).toBeVisible();
    await expect(page.getByTestId('user-menu')).toContainText('Maren Holt (Operations)');
    await expect(page.getByTestId('account-name')).toHaveText('Maren Holt (Operations)');
    // and back, for the other tests
    await field.fill(demo.admin.name);
    await page.getByTestId('display-name-save').click();
    await expect(page.getByTestId('user-menu')).toContainText(demo.admin.name);
  });
});

test.describe('accessibility of the sign-in screens', () => {
  for (const path of [
    '/pages/login',
    '/pages/register',
    '/pages/forgot-password',
    '/pages/reset-password?token=abc',
    '/pages/lock-screen',
  ]) {
    test(`axe: no serious or critical violation on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByTestId('full-page-layout')).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});
