/** Helpers of the spine's browser tests: sign-in through the real API, console watching, routes. */
import { expect, request, type BrowserContext, type Page } from '@playwright/test';
import { pages, redirects, type PageEntry } from '../../app/pages';

export type Account = 'admin' | 'editor';

const credentials: Record<Account, { email: string; password: string }> = {
  admin: { email: 'admin@demo.com', password: 'admin-demo-pass' },
  editor: { email: 'editor@demo.com', password: 'editor-demo-pass' },
};

interface Session {
  userData: Record<string, unknown>;
  accessToken: string;
}

const sessions = new Map<Account, { session: Promise<Session>; renewAfter: number }>();

/** When an access token expires (its `exp`, milliseconds since the epoch). */
function expiryOf(accessToken: string): number {
  const payload = JSON.parse(Buffer.from(accessToken.split('.')[1], 'base64url').toString());
  return (payload as { exp: number }).exp * 1000;
}

/**
 * Signs in once per worker and account (the API limits sign-in attempts per minute), and again
 * once the token has less than 5 minutes left: a worker outlives an access token (15 minutes) in
 * a long run, and a test handed an expired one lands on the sign-in page.
 */
function session(account: Account, baseURL: string): Promise<Session> {
  const found = sessions.get(account);
  if (found && Date.now() < found.renewAfter) return found.session;
  const fresh = (async () => {
    const api = await request.newContext({ baseURL });
    const reply = await api.post('/api/auth/login', { data: credentials[account] });
    expect(reply.ok(), `sign-in of ${account}`).toBe(true);
    const body = (await reply.json()) as Session & { error?: unknown };
    expect(body.error, `sign-in of ${account}`).toBeUndefined();
    await api.dispose();
    const entry = sessions.get(account);
    if (entry) entry.renewAfter = expiryOf(body.accessToken) - 5 * 60_000;
    return body;
  })();
  // until the reply tells the token's expiry, the next test waits for this sign-in
  sessions.set(account, { session: fresh, renewAfter: Number.POSITIVE_INFINITY });
  return fresh;
}

/** Puts a signed-in session in the browser storage before the app starts (as the sign-in screen does). */
export async function signIn(context: BrowserContext, account: Account, baseURL: string) {
  const { userData, accessToken } = await session(account, baseURL);
  await context.addInitScript(
    ([user, token]) => {
      if (window.sessionStorage.getItem('e2e-seeded')) return;
      window.sessionStorage.setItem('e2e-seeded', '1');
      const u = user as Record<string, unknown>;
      const info = {
        uid: u.uid,
        displayName: u.displayName,
        about: u.about ?? '',
        photoURL: u.photoURL ?? '',
        status: u.status ?? 'online',
        userRole: u.userRole,
        email: u.email,
        providerId: u.providerId,
      };
      window.localStorage.setItem('userInfo', JSON.stringify(info));
      window.localStorage.setItem('accessToken', token as string);
      window.localStorage.setItem('loggedIn', 'true');
      window.localStorage.setItem('tokenExpiry', String(Date.now() + 3_600_000));
    },
    [userData, accessToken] as const,
  );
}

/** Collects console errors and uncaught page errors. */
export function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return errors;
}

/** Collects the paths of every request the page makes. */
export function watchRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (r) => paths.push(new URL(r.url()).pathname));
  return paths;
}

/** Settings as the customizer stores them. */
export async function useSettings(context: BrowserContext, settings: Record<string, unknown>) {
  await context.addInitScript((s) => {
    if (window.sessionStorage.getItem('e2e-settings')) return;
    window.sessionStorage.setItem('e2e-settings', '1');
    const base = {
      theme: 'light',
      layout: 'horizontal',
      navbar: 'floating',
      footer: 'static',
      sidebarCollapsed: false,
      routeTransition: 'none',
    };
    window.localStorage.setItem(
      'settings',
      JSON.stringify({ state: { ...base, ...s }, version: 1 }),
    );
  }, settings);
}

/** The url to visit for a registry page (a concrete one for paths with params). */
export function urlOf(page: PageEntry): string {
  return page.href ?? page.path;
}

export function needsSignIn(page: PageEntry): boolean {
  return page.rule !== 'public' || Boolean(page.signInRequired);
}

/** The route module url React Router will load for a route id, and every route id sharing it. */
export async function routeModule(page: Page, routeId: string) {
  return page.evaluate((id) => {
    const manifest = (
      window as unknown as {
        __reactRouterManifest: { routes: Record<string, { module: string }> };
      }
    ).__reactRouterManifest;
    const module = manifest.routes[id]?.module;
    const sharing = Object.entries(manifest.routes)
      .filter(([other, r]) => other !== id && r.module === module)
      .map(([other]) => other);
    return { module, sharing };
  }, routeId);
}

export { pages, redirects };

/**
 * The demonstration pages (/components, /forms, /extensions; docs/decisions/0064): each is
 * visited once, by e2e/showcase.spec.ts, with the spine's route checks and its own.
 */
export const demonstrationPages = pages.filter(
  (p) => p.module && /^showcase\/(components|forms|extensions)\/pages\//.test(p.module),
);

/**
 * A staff screen came as its own chunk: its route module is in the manifest, no other route
 * shares it, and the page loaded it (`requests`: from watchRequests, set before the visit).
 */
export async function expectOwnChunk(page: Page, routeId: string, requests: string[]) {
  const { module, sharing } = await routeModule(page, routeId);
  expect(module, 'route module in the manifest').toBeTruthy();
  expect(sharing, `routes sharing ${module}`).toEqual([]);
  expect(requests).toContain(module);
}

/**
 * Opens a path inside the app, as a link would (no reload): browser mode's API lives in the page,
 * so a reload starts it afresh and the session it issued is gone.
 */
export async function goInside(page: Page, path: string) {
  await page.evaluate((to) => {
    const router = (
      window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => Promise<void> } }
    ).__reactRouterDataRouter;
    return router.navigate(to);
  }, path);
}
