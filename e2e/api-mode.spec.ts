/**
 * One API, two places (docs/architecture.md): an API call from the page is answered by the Node
 * server in server mode, and by the in-browser back end (MSW, memory store) in browser mode. The
 * refresh cookie is an HttpOnly browser cookie in server mode, and held by the in-browser back end
 * in browser mode, where the page and the browser's cookie store never see it.
 * Runs in both Playwright projects: `server` and `browser-mode`.
 */
import { expect, type Page } from '@playwright/test';
import { test } from './support/test';

const editor = { email: 'editor@demo.com', password: 'editor-demo-pass' };

/** Opens a page that calls the API (the sign-in screen reads /api/auth/config), and waits for it. */
async function openAppAndWaitForApi(page: Page) {
  const firstApiReply = page.waitForResponse((res) =>
    new URL(res.url()).pathname.startsWith('/api/'),
  );
  await page.goto('/pages/login');
  return firstApiReply;
}

function callApi(page: Page, path: string, body?: unknown) {
  return page.evaluate(
    async ({ path, body }) => {
      const res = await fetch(path, {
        method: body === undefined ? 'GET' : 'POST',
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return {
        status: res.status,
        body: await res.json(),
        setCookie: res.headers.get('set-cookie'),
      };
    },
    { path, body },
  );
}

test(
  'an API call from the page is answered by the back end of the mode',
  { tag: '@browser-mode' },
  async ({ page, context }, info) => {
    const browserMode = info.project.name === 'browser-mode';
    const consoleErrors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') consoleErrors.push(m.text());
    });

    const first = await openAppAndWaitForApi(page);
    // In browser mode the service worker answered; in server mode the network did.
    expect(first.fromServiceWorker()).toBe(browserMode);

    const health = await callApi(page, '/api/health');
    expect(health).toMatchObject({
      status: 200,
      body: { status: 'ok', mode: browserMode ? 'browser' : 'server' },
    });

    // Sign in as the demo editor from the page.
    const login = await callApi(page, '/api/auth/login', editor);
    expect(login.status).toBe(200);
    expect(login.body.userData).toMatchObject({ email: editor.email, userRole: 'editor' });
    expect(login.setCookie).toBeNull(); // HttpOnly: never readable by the page

    const cookies = (await context.cookies()).filter((c) => c.name === 'freight_refresh');
    if (browserMode) {
      // held by the in-browser back end, not by the browser
      expect(cookies).toEqual([]);
    } else {
      expect(cookies).toHaveLength(1);
      expect(cookies[0]).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth' });
    }

    // The refresh works by that cookie in both modes, and rotates it.
    const refreshed = await callApi(page, '/api/auth/refresh-token', {
      accessToken: login.body.accessToken,
    });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.userData.uid).toBe(login.body.userData.uid);

    // The editor's token opens the staff data, answered by the same back end.
    const products = await page.evaluate(async (token) => {
      const res = await fetch('/api/data-list/products', {
        headers: { authorization: `Bearer ${token}` },
      });
      return { status: res.status, count: ((await res.json()) as unknown[]).length };
    }, refreshed.body.accessToken);
    expect(products).toEqual({ status: 200, count: 100 });

    // Logout revokes: the next refresh is refused.
    expect((await callApi(page, '/api/auth/logout', {})).status).toBe(200);
    const after = await callApi(page, '/api/auth/refresh-token', { accessToken: '' });
    expect(after).toMatchObject({ status: 401, body: { error: 'Invalid access token' } });

    // No request other than /api/* is answered by the in-browser back end.
    const picture = await page.request.get('/images/avatars/avatar-01.svg');
    expect(picture.status()).toBe(200);
    expect(consoleErrors.filter((e) => /Content Security Policy|Refused/.test(e))).toEqual([]);
  },
);

test(
  'requests that are not /api pass to the network in browser mode',
  { tag: '@browser-mode' },
  async ({ page }, info) => {
    await openAppAndWaitForApi(page);
    const asset = await page.evaluate(async () => {
      const res = await fetch('/images/avatars/avatar-02.svg');
      return { status: res.status, type: res.headers.get('content-type') };
    });
    expect(asset.status).toBe(200);
    expect(asset.type).toContain('svg');
    // an /api path of another origin is not the in-browser back end's either
    const handled = await page.evaluate(async () => {
      try {
        await fetch('http://127.0.0.1:9/api/health');
        return 'answered';
      } catch {
        return 'network error';
      }
    });
    expect(handled).toBe('network error');
    test.info().annotations.push({ type: 'mode', description: info.project.name });
  },
);
