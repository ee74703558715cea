/** Helpers of the sign-in browser tests (e2e/auth*.spec.ts). */
import { expect as baseExpect, type Page, type TestInfo } from '@playwright/test';
import { streamLiveEvents } from '../api/modules/live/endpoints';
import { pages } from '../app/pages';
import { failRequests } from './support/network';

/** A loaded 2-core machine needs more than 5 s for a first dashboard load: 15 s per expectation. */
export const expect = baseExpect.configure({ timeout: 15_000 });

export const demo = {
  admin: { email: 'admin@demo.com', password: 'admin-demo-pass', name: 'Maren Holt' },
  editor: { email: 'editor@demo.com', password: 'editor-demo-pass' },
} as const;

export const isBrowserMode = (info: TestInfo) => info.project.name === 'browser-mode';

/** A fresh address for a new account. */
export function newEmail(prefix = 'new') {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;
}

/** Signs in through the login screen; waits until the app has gone on to `to`. */
export async function signInWithForm(
  page: Page,
  account: { email: string; password: string },
  { to, remember = false }: { to?: string; remember?: boolean } = {},
) {
  await page.goto(to ? `/pages/login?to=${encodeURIComponent(to)}` : '/pages/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
  if (remember) await page.getByTestId('remember-me').check();
  await page.getByTestId('login-submit').click();
  // in browser mode the first API call downloads and starts the in-page back end (its seed
  // included): on a 2-core machine busy with the other worker and the server, that alone has
  // taken more than 30 s (a full CI run, once)
  await expect(page).not.toHaveURL(/\/pages\/login/, { timeout: 60_000 });
  // a public site page is a document of its own (docs/decisions/0069): the app reloads into it,
  // and a read of the page before that document is in can land in the one it leaves
  const landing = to
    ? pages.find((entry) => entry.path === new URL(to, 'http://x').pathname)
    : undefined;
  if (landing?.layout === 'site')
    await expect(page.locator('html')).toHaveAttribute('data-site-hydrated', 'true');
}

/** The sign-in keys of both storages. */
export function storedSession(page: Page) {
  return page.evaluate(() => {
    const keys = ['userInfo', 'accessToken', 'loggedIn', 'tokenExpiry'];
    const pick = (s: Storage) => Object.fromEntries(keys.map((k) => [k, s.getItem(k)]));
    return { local: pick(window.localStorage), session: pick(window.sessionStorage) };
  });
}

/**
 * Makes the stored access token one the server refuses (as an expired one is), keeping its claims:
 * the next API calls get 401 and the app must refresh.
 */
export async function spoilAccessToken(page: Page) {
  await page.evaluate(() => {
    for (const store of [window.localStorage, window.sessionStorage]) {
      const token = store.getItem('accessToken');
      if (!token) continue;
      const [h, p, s] = token.split('.');
      store.setItem('accessToken', `${h}.${p}.${s.startsWith('A') ? 'B' : 'A'}${s.slice(1)}`);
    }
  });
}

/**
 * The refresh cookie, to take a copy of the refresh token and replay it later (a stolen copy). Server
 * mode: the browser's cookie store. Browser mode: the jar of the in-page back end, through the test
 * hook of browser-api/start.ts, which the page must ask for before it loads: call this before the
 * first page.goto.
 */
export async function refreshCookieAccess(page: Page, info: TestInfo) {
  const name = 'freight_refresh';
  type Hooks = {
    refreshCookie?: { read: () => string | undefined; write: (v: string) => boolean };
  };
  if (isBrowserMode(info)) {
    await page.addInitScript(() => {
      (window as unknown as { __freightTestHooks: Hooks }).__freightTestHooks = {};
    });
    return {
      async read(): Promise<string | undefined> {
        return page.evaluate(() => {
          const hooks = (window as unknown as { __freightTestHooks?: Hooks }).__freightTestHooks;
          if (!hooks?.refreshCookie) throw new Error('the in-page back end has not started');
          return hooks.refreshCookie.read();
        });
      },
      async write(value: string) {
        const written = await page.evaluate((v) => {
          const hooks = (window as unknown as { __freightTestHooks?: Hooks }).__freightTestHooks;
          return hooks?.refreshCookie?.write(v) ?? false;
        }, value);
        if (!written) throw new Error('the in-page back end holds no refresh cookie');
      },
    };
  }
  const current = async () => (await page.context().cookies()).find((c) => c.name === name);
  return {
    read: async () => (await current())?.value,
    async write(value: string) {
      const cookie = await current();
      if (!cookie) throw new Error('the browser holds no refresh cookie');
      await page.context().addCookies([{ ...cookie, value }]);
    },
  };
}

/**
 * A dashboard page whose background reads the test controls: the live event stream is refused
 * (a 503 from the page's own fetch, in both modes), so no event of the tests beside this one and no
 * reconnect makes the dashboard read again. `firstReads` is its own first reads beside the
 * screen's (the navbar's basket, the chat's and the inbox's counts, which load after the frame),
 * answered. Call before signing in, await `firstReads` after: a test that spoils the token does so
 * once they are done, or one of them refreshes it first (docs/decisions/0052-live-updates.md).
 */
export async function dashboardWithoutLiveStream(page: Page) {
  await failRequests(page, streamLiveEvents.path);
  const answered = (path: string) =>
    page.waitForResponse((r) => new URL(r.url()).pathname === path, { timeout: 30_000 });
  return { firstReads: Promise.all(DASHBOARD_FIRST_READS.map(answered)) };
}

/** What every staff screen reads beside its own: app/layouts/dashboard.tsx and dashboard-live.tsx. */
const DASHBOARD_FIRST_READS = [
  '/api/apps/shop/basket',
  '/api/apps/chat/chat-contacts',
  '/api/apps/email/meta',
];

/** Counts the app's calls to a path, and the 401 answers. */
export function watchApi(page: Page) {
  const seen = { refresh: 0, unauthorized: 0, logout: 0 };
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (path === '/api/auth/refresh-token') seen.refresh++;
    if (path === '/api/auth/logout') seen.logout++;
  });
  page.on('response', (r) => {
    if (r.status() === 401 && new URL(r.url()).pathname !== '/api/auth/refresh-token')
      seen.unauthorized++;
  });
  return seen;
}

/** The server's answers on the access-control screen, once they are in. */
export async function serverColumn(page: Page) {
  const cells = ['admin', 'editor', 'public'].map((rule) =>
    page.getByTestId(`rule-${rule}-server`),
  );
  for (const cell of cells) await expect(cell).toHaveAttribute('data-value', /true|false/);
  return Promise.all(cells.map((c) => c.getAttribute('data-value')));
}
