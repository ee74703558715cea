// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testClock } from '../api/test/clock';
import {
  createBrowserApi,
  exposeTestHooks,
  oidcSettingsOfBuild,
  requestedTestHooks,
  TEST_HOOKS,
  type TestHooks,
} from './start';
import { cookieJar, parseSetCookie } from './cookie-jar';

const json = (path: string, body?: unknown, init: RequestInit = {}) =>
  new Request(`http://localhost:5173${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', ...(init.headers ?? {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

describe('browser mode back end', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('signs in with the identity provider the build names (VITE_OIDC_ISSUER, VITE_OIDC_CLIENT_ID)', async () => {
    expect(oidcSettingsOfBuild()).toBeUndefined();
    vi.stubEnv('VITE_OIDC_ISSUER', 'https://id.example.com');
    vi.stubEnv('VITE_OIDC_CLIENT_ID', 'freight-web');
    expect(oidcSettingsOfBuild()).toEqual({
      issuer: 'https://id.example.com',
      clientId: 'freight-web',
    });
    const { deps } = await createBrowserApi({ now: testClock });
    expect(deps.oidc).toEqual({ issuer: 'https://id.example.com', clientId: 'freight-web' });
  });

  it('reads the test hooks only when the page asked for them with an object', () => {
    expect(requestedTestHooks({})).toBeUndefined();
    expect(requestedTestHooks({ [TEST_HOOKS]: 'yes' })).toBeUndefined();
    const hooks = { oidc: { issuer: 'http://127.0.0.1:4347', clientId: 'freight-e2e' } };
    expect(requestedTestHooks({ [TEST_HOOKS]: hooks })).toBe(hooks);
  });

  it('has the demo accounts, hashed with Web Crypto', async () => {
    const { fetch, deps } = await createBrowserApi({ now: testClock });
    const admin = await deps.stores.auth.findUserByEmail('admin@demo.com');
    expect(admin?.passwordHash).toMatch(/^pbkdf2\$/);
    const res = await fetch(
      json('/api/auth/login', { email: 'editor@demo.com', password: 'editor-demo-pass' }),
    );
    const body = await res.json();
    expect(body.userData).toMatchObject({ email: 'editor@demo.com', userRole: 'editor' });
  });

  it('keeps the refresh cookie itself: the page never sees Set-Cookie, refresh and logout work', async () => {
    const { fetch, jar } = await createBrowserApi({ now: testClock });
    const login = await fetch(
      json('/api/auth/login', { email: 'admin@demo.com', password: 'admin-demo-pass' }),
    );
    expect(login.headers.get('set-cookie')).toBeNull();
    expect(login.headers.get('x-browser-set-cookie')).toBeNull();
    expect(jar.names()).toEqual(['freight_refresh']);
    const { accessToken } = await login.json();

    // a cookie the page tries to send is not used
    const forged = {
      cookie: 'freight_refresh=forged',
      'x-browser-cookie': 'freight_refresh=forged',
    };
    const refreshed = await fetch(
      json('/api/auth/refresh-token', { accessToken }, { headers: forged }),
    );
    expect(refreshed.status).toBe(200);
    expect((await refreshed.json()).userData.email).toBe('admin@demo.com');
    expect((await fetch(json('/api/auth/refresh-token', { accessToken }))).status).toBe(200);

    expect((await fetch(json('/api/auth/logout', {}))).status).toBe(200);
    expect(jar.names()).toEqual([]);
    const after = await fetch(json('/api/auth/refresh-token', { accessToken }));
    expect(after.status).toBe(401);
    expect(await after.json()).toEqual({
      error: 'Invalid access token',
      code: 'invalidAccessToken',
    });
  });

  it('a reused refresh token revokes the family: the stolen copy and the newest one are refused', async () => {
    const { fetch, jar, api } = await createBrowserApi({ now: testClock });
    const scope = { [TEST_HOOKS]: {} as TestHooks };
    exposeTestHooks(jar, scope);
    const hook = scope[TEST_HOOKS].refreshCookie!;
    const login = await fetch(
      json('/api/auth/login', { email: 'editor@demo.com', password: 'editor-demo-pass' }),
    );
    const { accessToken } = await login.json();
    const stolen = hook.read();
    expect(stolen).toMatch(/^[\w-]{20,}$/);
    expect((await fetch(json('/api/auth/refresh-token', { accessToken }))).status).toBe(200);
    const rotated = hook.read();
    expect(rotated).not.toBe(stolen);

    expect(hook.write(stolen!)).toBe(true);
    const reuse = await fetch(json('/api/auth/refresh-token', { accessToken }));
    expect(reuse.status).toBe(401);
    expect(jar.names()).toEqual([]); // the reply cleared the cookie
    expect(hook.write(rotated!)).toBe(false);
    // the newest token of the family is revoked too (sent past the jar, as the jar would)
    const newest = await api.fetch(
      json(
        '/api/auth/refresh-token',
        { accessToken },
        {
          headers: { 'x-browser-cookie': `freight_refresh=${rotated}` },
        },
      ),
    );
    expect(newest.status).toBe(401);
  });

  it('exposes the refresh cookie to a test only when the page asked for it', async () => {
    const { jar } = await createBrowserApi({ now: testClock });
    const untouched = {};
    exposeTestHooks(jar, untouched);
    expect(untouched).toEqual({});
    const notAnObject = { [TEST_HOOKS]: 'yes' };
    exposeTestHooks(jar, notAnObject);
    expect(notAnObject).toEqual({ [TEST_HOOKS]: 'yes' });
  });

  it('sends the cookie only under its path', async () => {
    const seen: (string | null)[] = [];
    const jar = cookieJar(() => 0);
    const fetch = jar.wrap(async (request) => {
      seen.push(request.headers.get('x-browser-cookie'));
      return new Response('{}', {
        headers: { 'set-cookie': 'a=1; Path=/api/auth; HttpOnly; SameSite=Strict' },
      });
    });
    await fetch(new Request('http://x/api/auth/login', { method: 'POST', body: '{}' }));
    await fetch(new Request('http://x/api/auth/refresh-token', { method: 'POST', body: '{}' }));
    await fetch(new Request('http://x/api/data-list/products'));
    await fetch(new Request('http://x/api/authority'));
    expect(seen).toEqual([null, 'a=1', null, null]);
  });

  it('honours Max-Age', () => {
    expect(parseSetCookie('a=b; Max-Age=60; Path=/p', 1000)).toEqual({
      name: 'a',
      held: { value: 'b', path: '/p', expires: 61_000 },
    });
    expect(parseSetCookie('a=; Max-Age=0; Path=/p', 1000)?.held.expires).toBe(1000);
    expect(parseSetCookie('a=b; Path=/p', 1000)?.held.expires).toBeUndefined();
    let t = 0;
    const jar = cookieJar(() => t);
    const fetch = jar.wrap(
      async () => new Response('', { headers: { 'set-cookie': 'a=1; Max-Age=10' } }),
    );
    return fetch(new Request('http://x/')).then(() => {
      expect(jar.names()).toEqual(['a']);
      t = 10_001;
      expect(jar.names()).toEqual([]);
    });
  });
});
