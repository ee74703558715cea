/**
 * Browser mode: the API runs inside the page. MSW's worker hands every /api/* request of this
 * origin to the same Hono app the server runs, over the in-memory store; every other request goes
 * to the network untouched. The refresh cookie is kept by a jar around the app (cookie-jar.ts).
 */
import { http } from 'msw';
import '../api/contract/zod-setup';
import { setupWorker } from 'msw/browser';
import { assembleApi } from '../api/assemble';
import { REFRESH_COOKIE } from '../api/modules/auth/session';
import { oidcSettingsFromEnv } from '../api/modules/oidc/settings';
import { systemClock } from '../api/platform/clock';
import { memoryMailer } from '../api/platform/mail';
import type { ApiDeps } from '../api/modules/deps';
import { webCryptoHasher } from '../api/platform/web-crypto-hasher';
import { createMemoryStores } from '../api/modules/memory-stores.ts';
import { cookieJar } from './cookie-jar';

/**
 * The API of browser mode, with the demo accounts (docs/architecture.md decision 8), and its fetch
 * with the jar.
 */
export async function createBrowserApi(overrides: Partial<ApiDeps> = {}) {
  const now = overrides.now ?? systemClock;
  const { deps, api } = await assembleApi({
    stores: createMemoryStores(now),
    auth: { issuer: 'freight-site-browser', refreshTokenTtlSeconds: 60 * 60 * 24 },
    passwords: webCryptoHasher(),
    mode: 'browser',
    development: true,
    now,
    log: (line) => console.info(`[api] ${line}`),
    // no mail leaves the page: kept in memory and shown in the console (reset links also come
    // back in the forgot-password reply: the mailer is not 'smtp')
    mailer: memoryMailer((line) => console.info(`[mail] ${line}`)),
    // one caller: the page
    clientAddress: () => 'browser',
    oidc: oidcSettingsOfBuild(),
    ...overrides,
  });
  const jar = cookieJar(() => deps.now().getTime());
  return { deps, api, fetch: jar.wrap((request) => Promise.resolve(api.fetch(request))), jar };
}

/** OpenID Connect in browser mode: VITE_OIDC_ISSUER and VITE_OIDC_CLIENT_ID at build time. */
export function oidcSettingsOfBuild() {
  return oidcSettingsFromEnv({
    OIDC_ISSUER: import.meta.env?.VITE_OIDC_ISSUER,
    OIDC_CLIENT_ID: import.meta.env?.VITE_OIDC_CLIENT_ID,
  });
}

/** What a browser test asks for by setting `window[TEST_HOOKS] = {}` before the page loads. */
export interface TestHooks {
  refreshCookie?: {
    /** the refresh token the jar holds now */
    read: () => string | undefined;
    /** puts another token in the held cookie (path and expiry kept); false when none is held */
    write: (value: string) => boolean;
  };
  /**
   * Set by the test, not by the back end: the identity provider this page's back end uses instead
   * of the build's, so that the one browser-mode build serves the sign-in tests with a provider
   * on loopback (e2e/auth-oidc.spec.ts; docs/decisions/0070).
   */
  oidc?: { issuer: string; clientId: string };
}
export const TEST_HOOKS = '__freightTestHooks';

/**
 * A browser test's only way to the refresh cookie of browser mode (docs/decisions/0018). Server
 * mode's tests copy and replay a refresh token through the browser's own cookie store (Playwright's
 * cookies() and addCookies()); here the jar holds it, so a test that replays a stolen token (reuse
 * detection) needs this. It exists only in browser-mode builds (this module is not part of the
 * server build) and only when the page asked for it before the back end started, by an object at
 * `window.__freightTestHooks` (Playwright's addInitScript); the app never sets it. A script that
 * could set it runs in the page anyway, where it can call this back end through the jar.
 */
export function exposeTestHooks(jar: ReturnType<typeof cookieJar>, scope: object = globalThis) {
  const hooks = requestedTestHooks(scope);
  if (!hooks) return;
  hooks.refreshCookie = {
    read: () => jar.value(REFRESH_COOKIE),
    write: (value) => jar.replaceValue(REFRESH_COOKIE, value),
  };
}

/** The test hooks the page asked for before it loaded, if it did. */
export function requestedTestHooks(scope: object = globalThis): TestHooks | undefined {
  const hooks = (scope as Record<string, unknown>)[TEST_HOOKS];
  return hooks && typeof hooks === 'object' ? (hooks as TestHooks) : undefined;
}

export async function startBrowserApi() {
  const provider = requestedTestHooks()?.oidc;
  const { fetch, jar } = await createBrowserApi(
    provider
      ? {
          oidc: oidcSettingsFromEnv({
            OIDC_ISSUER: provider.issuer,
            OIDC_CLIENT_ID: provider.clientId,
          }),
        }
      : {},
  );
  exposeTestHooks(jar);
  const worker = setupWorker(
    // Only this origin's /api/*; anything else is not handled and goes to the network.
    http.all(`${location.origin}/api/*`, ({ request }) => fetch(request)),
  );
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: '/mockServiceWorker.js' },
  });
}
