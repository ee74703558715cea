/**
 * Browser mode: the API runs inside the page. MSW's worker hands every /api/* request of this
 * origin to the same Hono app the server runs, over the in-memory store; every other request goes
 * to the network untouched. The refresh cookie is kept by a jar around the app (cookie-jar.ts).
 */
import { http } from 'msw';
import '../api/contract/zod-setup';
import { setupWorker } from 'msw/browser';
import { createApi } from '../api/app';
import { oidcSettingsFromEnv } from '../api/modules/oidc/settings';
import type { ApiDeps } from '../api/platform/types';
import { webCryptoHasher } from '../api/platform/web-crypto-hasher';
import { seedDemoAccounts } from '../api/seed/auth';
import { createMemoryStores } from '../api/store/memory';
import { cookieJar } from './cookie-jar';

/** The API of browser mode, with the demo accounts (DESIGN.md decision 8), and its fetch with the jar. */
export async function createBrowserApi(overrides: Partial<ApiDeps> = {}) {
  const deps: ApiDeps = {
    stores: createMemoryStores(),
    auth: {
      signingKey: crypto.getRandomValues(new Uint8Array(32)),
      issuer: 'freight-site-browser',
      audience: 'freight-site-app',
      accessTokenTtlSeconds: 900,
      refreshTokenTtlSeconds: 60 * 60 * 24,
    },
    passwords: webCryptoHasher(),
    mode: 'browser',
    development: true,
    now: () => new Date(),
    log: (line) => console.info(`[api] ${line}`),
    // one caller: the page
    clientAddress: () => 'browser',
    // OpenID Connect in browser mode: VITE_OIDC_ISSUER and VITE_OIDC_CLIENT_ID at build time.
    oidc: oidcSettingsFromEnv({
      OIDC_ISSUER: import.meta.env?.VITE_OIDC_ISSUER,
      OIDC_CLIENT_ID: import.meta.env?.VITE_OIDC_CLIENT_ID,
    }),
    ...overrides,
  };
  await seedDemoAccounts(deps.stores.auth, deps.passwords, deps.now());
  const api = createApi(deps);
  const jar = cookieJar(() => deps.now().getTime());
  return { deps, api, fetch: jar.wrap((request) => Promise.resolve(api.fetch(request))), jar };
}

export async function startBrowserApi() {
  const { fetch } = await createBrowserApi();
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
