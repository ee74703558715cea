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

const sessions = new Map<Account, Promise<Session>>();

/** Signs in once per worker and account (the API limits sign-in attempts per minute). */
function session(account: Account, baseURL: string): Promise<Session> {
  let found = sessions.get(account);
  if (!found) {
    found = (async () => {
      const api = await request.newContext({ baseURL });
      const reply = await api.post('/api/auth/login', { data: credentials[account] });
      expect(reply.ok(), `sign-in of ${account}`).toBe(true);
      const body = (await reply.json()) as Session & { error?: unknown };
      expect(body.error, `sign-in of ${account}`).toBeUndefined();
      await api.dispose();
      return body;
    })();
    sessions.set(account, found);
  }
  return found;
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
