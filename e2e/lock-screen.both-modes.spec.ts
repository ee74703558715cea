/**
 * The lock screen settles (a headless browser waiting for the network to go idle timed
 * out there after 25 s, as on no other screen). Both modes: signed in, then the lock screen is
 * opened and must reach network idle well within 15 s, and show the locked person.
 */
import { test } from './support/test';
import { demo, expect, isBrowserMode, signInWithForm } from './auth-helpers';
import { signIn, watchConsole } from './support/spine';

test(
  'the lock screen goes network-idle after signing in',
  { tag: '@browser-mode' },
  async ({ page }, info) => {
    if (isBrowserMode(info)) {
      await signInWithForm(page, demo.admin, { to: '/dashboard/analytics' });
    } else {
      await signIn(page.context(), 'admin', info.project.use.baseURL!);
    }
    const errors = watchConsole(page);
    await page.goto('/pages/lock-screen', { waitUntil: 'networkidle', timeout: 15_000 });
    await expect(page.getByTestId('lock-screen')).toBeVisible();
    await expect(page.getByTestId('lock-user')).toHaveText(demo.admin.name);
    expect(errors).toEqual([]);
  },
);
