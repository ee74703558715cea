/**
 * Sign-in through an external OpenID Connect provider (docs/product.md section 7.3,
 * docs/decisions/0041), in Chromium, with a real provider on loopback (oidc-provider), in both
 * modes:
 * - server mode: our own server instance configured for it (OIDC_ISSUER, OIDC_CLIENT_ID) on its own
 *   port. The same server has a 4-second access-token lifetime, so the expiry test waits for a real
 *   expiry.
 * - browser mode: the static demo build (`npm run build:demo`), served without /api, its in-page
 *   back end pointed at this provider by the test hook of browser-api/start.ts (a build names its
 *   provider in VITE_OIDC_ISSUER and VITE_OIDC_CLIENT_ID; browser-api/browser-api.test.ts checks
 *   that wiring, so one build serves every browser-mode test); the page's own back end verifies
 *   the ID token against the keys the provider publishes (fetched from the page: CORS).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { test } from './support/test';
import { seriousViolations } from './support/axe';
import { expect, serverColumn, storedSession, watchApi } from './auth-helpers';
// @ts-expect-error: a plain ES module without types (the test provider)
import { startOidcProvider } from './support/oidc-provider.mjs';

const APP_PORT = Number(process.env.E2E_OIDC_APP_PORT ?? 4346);
const PROVIDER_PORT = Number(process.env.E2E_OIDC_PROVIDER_PORT ?? 4347);
// browser mode: the demo build (npm run build:demo), served as static files
const DEMO_PORT = Number(process.env.E2E_OIDC_DEMO_PORT ?? APP_PORT + 2);
const DEMO_BUILD_DIR = process.env.E2E_DEMO_BUILD_DIR ?? 'build-demo';
const app = `http://127.0.0.1:${APP_PORT}`;
const demoApp = `http://127.0.0.1:${DEMO_PORT}`;
const CLIENT_ID = 'freight-e2e';

let provider: { issuer: string; close: () => Promise<void> };
let server: ChildProcess | undefined;
let demoServer: ChildProcess | undefined;
const dataDir = mkdtempSync(join(tmpdir(), 'freight-e2e-oidc-'));

/** Our server (server/main.ts) on `port`, once `readyPath` answers. */
async function spawnServer(port: number, readyPath: string, env: Record<string, string>) {
  const child = spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'server/main.ts'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      OIDC_ISSUER: provider.issuer,
      ...env,
    },
  });
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}${readyPath}`)).ok) return child;
    } catch {
      // not up yet
    }
    if (child.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGTERM');
  throw new Error(`the OIDC test server on port ${port} did not start`);
}

async function startServer() {
  server = await spawnServer(APP_PORT, '/api/health', {
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    NODE_ENV: 'development',
    BUILD_DIR: process.env.BUILD_DIR ?? 'build',
    OIDC_CLIENT_ID: CLIENT_ID,
    ACCESS_TOKEN_TTL: '4',
    AUTH_RATE_LIMIT: '1000',
  });
}

async function stop(child: ChildProcess | undefined) {
  if (!child || child.exitCode !== null) return;
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

async function stopServer() {
  const child = server;
  server = undefined;
  await stop(child);
}

/** Signs in at the provider's own login form (any name is an account there). */
async function providerLogin(page: Page, name: string) {
  await page.locator('input[name=login]').fill(name);
  await page.locator('input[name=password]').fill('any-password');
  await page.locator('button[type=submit]').click();
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  provider = await startOidcProvider({
    port: PROVIDER_PORT,
    clientId: CLIENT_ID,
    appOrigins: [app, demoApp],
  });
  // the static server of the demo build: no /api; OIDC_ISSUER only for the page's CSP
  [demoServer] = await Promise.all([
    spawnServer(DEMO_PORT, '/', { STATIC_ONLY: '1', BUILD_DIR: DEMO_BUILD_DIR }),
    startServer(),
  ]);
});

test.afterAll(async () => {
  await Promise.all([stopServer(), stop(demoServer)]);
  await provider?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

test('the provider buttons show when the server names a provider', async ({ page }) => {
  await page.goto(`${app}/pages/login`);
  await expect(page.getByTestId('provider-buttons')).toBeVisible();
  for (const hint of ['google', 'facebook', 'twitter', 'github']) {
    await expect(page.getByTestId(`sign-in-popup-${hint}`)).toBeVisible();
  }
  expect(await seriousViolations(page)).toEqual([]);
});

test('hosted sign-in: redirect to the provider, back to /callback, on to the wanted page', async ({
  page,
}) => {
  const api = watchApi(page);
  await page.goto(`${app}/pages/login?to=%2Fhome%3Ffrom%3Dsso`);
  await page.getByTestId('sign-in-hosted').click();
  await expect(page).toHaveURL(new RegExp(`^${provider.issuer}/`));
  await providerLogin(page, 'mali');
  await expect(page).toHaveURL(`${app}/home?from=sso`);
  // the public home is its own document (docs/decisions/0069): the application moves there and
  // loads it; read the storage once it is in
  await expect(page.locator('html')).toHaveAttribute('data-site-hydrated', 'true');
  const stored = await storedSession(page);
  const user = JSON.parse(stored.session.userInfo!);
  // the profile's name, email, picture and sub; the role from the server's record: a new plain user
  expect(user).toMatchObject({
    displayName: 'Test Mali',
    email: 'mali@example.test',
    photoURL: `${provider.issuer}/picture/mali.svg`,
    sub: 'mali',
    providerId: provider.issuer,
    userRole: 'public',
  });
  expect(stored.session.loggedIn).toBe('true');
  expect(api.unauthorized).toBe(0);
  // a new user has no staff access
  await page.goto(`${app}/extensions/access-control`);
  await expect(page).toHaveURL(`${app}/pages/not-authorized`);
});

test('popup sign-in with a provider hint; the token is renewed silently on app start', async ({
  page,
  context,
}) => {
  await page.goto(`${app}/pages/login`);
  const popupOpened = context.waitForEvent('page');
  await page.getByTestId('sign-in-popup-google').click();
  const popup = await popupOpened;
  await popup.waitForURL(new RegExp(`^${provider.issuer}/`));
  await providerLogin(popup, 'somchai');
  await popup.waitForEvent('close');
  await expect(page).toHaveURL(`${app}/home`);
  // the public home is its own document (docs/decisions/0069): the application moves there and
  // loads it; read the storage once it is in
  await expect(page.locator('html')).toHaveAttribute('data-site-hydrated', 'true');
  const first = await storedSession(page);
  expect(JSON.parse(first.session.userInfo!)).toMatchObject({
    displayName: 'Test Somchai',
    sub: 'somchai',
  });

  const providerUser = () =>
    page.evaluate(() => {
      const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'));
      return key
        ? (JSON.parse(sessionStorage.getItem(key)!) as { id_token: string; access_token: string })
        : undefined;
    });
  const before = await providerUser();
  expect(before?.id_token).toBeTruthy();

  // app start with a provider session (the first screen that reads the sign-in state; the public
  // site loads no sign-in code): a silent renew at the provider, with the refresh token
  const renewed = page.waitForResponse(
    (r) => r.url() === `${provider.issuer}/token` && r.request().method() === 'POST',
  );
  await page.goto(`${app}/apps/todo/all`);
  const renewal = await renewed;
  expect(new URLSearchParams(renewal.request().postData() ?? '').get('grant_type')).toBe(
    'refresh_token',
  );
  const tokens = (await renewal.json()) as { id_token: string; access_token: string };
  // the provider's new tokens are kept. (Not "the ID token changed": it is the same claims signed
  // again, byte for byte the same when the renew falls in the second of the sign-in; the access
  // token is new every time.)
  expect(tokens.access_token).not.toBe(before?.access_token);
  await expect.poll(async () => (await providerUser())?.access_token).toBe(tokens.access_token);
  expect((await providerUser())?.id_token).toBe(tokens.id_token);

  // the product's own sign-in gone but the provider's user current: still signed in, and the
  // renewed ID token is exchanged for a new session
  await page.evaluate(() => {
    for (const k of ['accessToken', 'loggedIn', 'tokenExpiry']) sessionStorage.removeItem(k);
  });
  const exchanged = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/auth/oidc');
  await page.goto(`${app}/apps/todo/all`);
  expect((await exchanged).status()).toBe(200);
  await expect.poll(async () => (await storedSession(page)).session.loggedIn).toBe('true');
});

test('the popup carries the provider hint as idp', async ({ page, context }) => {
  await page.goto(`${app}/pages/login`);
  const popupOpened = context.waitForEvent('page');
  const authorizeUrl = context
    .waitForEvent('request', (r) => r.url().startsWith(`${provider.issuer}/auth?`))
    .then((r) => r.url());
  await page.getByTestId('sign-in-popup-github').click();
  const popup = await popupOpened;
  await popup.waitForURL(new RegExp(`^${provider.issuer}/`));
  expect(new URL(await authorizeUrl).searchParams.get('idp')).toBe('github');
  await popup.close();
  // closing the popup is a provider error: a notification titled Error, for 2500 ms
  const title = page.getByText('Error', { exact: true });
  await expect(title).toBeVisible();
  await expect(page.getByText(/closed/i)).toBeVisible();
  await expect(title).toBeHidden({ timeout: 6000 });
});

test('a hosted sign-in failure shows "{error}. Detailed error can be found in console."', async ({
  page,
}) => {
  const consoleErrors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') consoleErrors.push(m.text());
  });
  const authorizeRequest = page.waitForRequest((r) =>
    r.url().startsWith(`${provider.issuer}/auth`),
  );
  await page.goto(`${app}/pages/login`);
  await page.getByTestId('sign-in-hosted').click();
  const state = new URL((await authorizeRequest).url()).searchParams.get('state');
  expect(state).toBeTruthy();
  await expect(page).toHaveURL(new RegExp(`^${provider.issuer}/interaction/`));
  // the provider refuses (as when the user denies access) and sends the browser back with an error
  await page.goto(
    `${app}/callback?error=access_denied&error_description=The+request+was+denied&state=${state}`,
  );
  await expect(page.getByTestId('callback-error')).toContainText(
    'The request was denied. Detailed error can be found in console.',
  );
  expect(consoleErrors.join('\n')).toContain('identity provider');
  expect(await seriousViolations(page)).toEqual([]);
});

test('the role comes from the server record; the display name of a provider account can be changed', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // an admin grants staff access to the provider account created by the popup test
  await stopServer();
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create(join(dataDir, 'pglite'));
  const updated = await db.query(
    `UPDATE auth_users SET role = 'editor' WHERE provider_id = $1 AND provider_subject = 'somchai'`,
    [provider.issuer],
  );
  expect(updated.affectedRows).toBe(1);
  await db.close();
  await startServer();

  await page.goto(`${app}/pages/login?to=%2Fextensions%2Faccess-control`);
  await page.getByTestId('sign-in-hosted').click();
  await expect(page).toHaveURL(new RegExp(`^${provider.issuer}/`));
  await providerLogin(page, 'somchai');
  await expect(page).toHaveURL(`${app}/extensions/access-control`);
  await expect(page.getByTestId('server-role')).toHaveText('Editor');
  await expect(page.getByText(`Signed in with: ${provider.issuer}`)).toBeVisible();

  const field = page.getByTestId('display-name-form').getByLabel('Display name');
  await field.fill('Somchai (Customs desk)');
  await page.getByTestId('display-name-save').click();
  await expect(page.getByText('Your display name has been updated.')).toBeVisible();
  await expect(page.getByTestId('account-name')).toHaveText('Somchai (Customs desk)');
  // an error from the update is a notification titled Error that stays 8800 ms
  await field.fill('x'.repeat(101));
  await page.getByTestId('display-name-save').click();
  const title = page.getByText('Error', { exact: true });
  await expect(title).toBeVisible();
  await page.waitForTimeout(6000);
  await expect(title).toBeVisible();
  await expect(title).toBeHidden({ timeout: 6000 });
});

test('an access token that really expired is refreshed once during parallel calls', async ({
  page,
}) => {
  // the dashboard's live event stream ends at the token's expiry and its reconnect would refresh
  // the token in the background (docs/decisions/0052-live-updates.md): kept away here, the token
  // is still expired when the screen's parallel calls go out
  await page.route('**/api/apps/chat/events', (route) => route.abort());
  await page.goto(`${app}/pages/login?to=%2Fextensions%2Faccess-control`);
  await page.getByTestId('demo-editor').click();
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(`${app}/extensions/access-control`);
  await serverColumn(page);
  await page.waitForTimeout(5000); // ACCESS_TOKEN_TTL=4 on this server
  const api = watchApi(page);
  await page.getByTestId('check-server').click();
  await expect(page.getByTestId('check-server')).not.toHaveAttribute('data-loading', 'true');
  expect(await serverColumn(page)).toEqual(['false', 'true', 'true']);
  expect(api.unauthorized).toBeGreaterThanOrEqual(2);
  expect(api.refresh).toBe(1);
  await expect(page).toHaveURL(`${app}/extensions/access-control`);
});

test.describe('browser mode: the demo build, whose in-page back end verifies the ID token', () => {
  // every page of the context (the popup and the sign-in return too) starts its back end with
  // this provider (the test hook of browser-api/start.ts, asked for before the page loads)
  test.beforeEach(async ({ context }) => {
    await context.addInitScript(
      ([issuer, clientId]) => {
        (window as unknown as Record<string, unknown>).__freightTestHooks = {
          oidc: { issuer, clientId },
        };
      },
      [provider.issuer, CLIENT_ID] as const,
    );
  });

  /** The claims of our own access token: who issued it and the role of the user's record. */
  const accessClaims = (token: string | null) =>
    JSON.parse(Buffer.from(token!.split('.')[1], 'base64url').toString('utf8')) as {
      iss: string;
      role: string;
    };

  /** The exchange, answered inside the page (the static server has no /api), and the key fetch. */
  function watchExchange(page: Page) {
    const exchanged = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/auth/oidc');
    const keys = page.waitForResponse((r) => r.url() === `${provider.issuer}/jwks`);
    return async () => {
      const [exchange, jwks] = await Promise.all([exchanged, keys]);
      expect(exchange.status()).toBe(200);
      expect(exchange.fromServiceWorker()).toBe(true);
      // the key set was read from the page, across origins (CORS: the provider allows this origin)
      expect(jwks.status()).toBe(200);
    };
  }

  /**
   * Signed in as the new account of provider user `name`, with the role of its in-page record
   * (public), so the staff page it wanted is not for it (a visitor would be at the login page).
   */
  async function expectNewProviderAccount(page: Page, name: string) {
    await expect(page).toHaveURL(`${demoApp}/pages/not-authorized`);
    const stored = await storedSession(page);
    expect(JSON.parse(stored.session.userInfo!)).toMatchObject({
      displayName: `Test ${name.charAt(0).toUpperCase()}${name.slice(1)}`,
      email: `${name}@example.test`,
      photoURL: `${provider.issuer}/picture/${name}.svg`,
      sub: name,
      providerId: provider.issuer,
      userRole: 'public',
    });
    expect(stored.session.loggedIn).toBe('true');
    expect(accessClaims(stored.session.accessToken)).toMatchObject({
      iss: 'freight-site-browser',
      role: 'public',
    });
  }

  test('hosted sign-in: to the provider and back; the role is the in-page record', async ({
    page,
  }) => {
    const api = watchApi(page);
    await page.goto(`${demoApp}/pages/login?to=%2Fextensions%2Faccess-control`);
    await page.getByTestId('sign-in-hosted').click();
    await expect(page).toHaveURL(new RegExp(`^${provider.issuer}/`));
    const exchanged = watchExchange(page);
    await providerLogin(page, 'lawan');
    await exchanged();
    await expectNewProviderAccount(page, 'lawan');
    expect(api.unauthorized).toBe(0);
  });

  test('popup sign-in with a provider hint lands signed in, with the role of the in-page record', async ({
    page,
    context,
  }) => {
    await page.goto(`${demoApp}/pages/login?to=%2Fapps%2Ftodo%2Fall`);
    const popupOpened = context.waitForEvent('page');
    const exchanged = watchExchange(page);
    await page.getByTestId('sign-in-popup-github').click();
    const popup = await popupOpened;
    await popup.waitForURL(new RegExp(`^${provider.issuer}/`));
    await providerLogin(popup, 'dao');
    await popup.waitForEvent('close');
    await exchanged();
    await expectNewProviderAccount(page, 'dao');
  });
});
