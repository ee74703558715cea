/**
 * Blocking, deactivating and role changes hold from the next call on (docs/product.md, the people app): the
 * account is read on every request, refresh tokens are revoked at once, and sign-in says why.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, refreshCookieOf, storeKinds, type TestApi } from '../../test/harness';
import { authService } from './service';

let emailCounter = 0;
const password = 'long-enough-1';

describe.each(storeKinds())('account status (%s store)', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi(kind);
    api.deps.auth.rateLimitPerMinute = 10_000;
  });
  afterAll(() => api.close());

  /** A new person signed in: their id, access token and refresh cookie. */
  async function newPerson() {
    const email = `status.${++emailCounter}.${crypto.randomUUID()}@example.com`;
    const res = await api.request('POST', '/api/auth/register', {
      body: { displayName: 'Somchai', email, password, remember: true },
    });
    expect(res.status).toBe(200);
    return {
      email,
      id: res.body.userData.uid as number,
      token: res.body.accessToken as string,
      cookie: refreshCookieOf(res)!,
    };
  }
  const me = (token: string) => api.request('GET', '/api/auth/me', { token });
  const refresh = (cookie: string) =>
    api.request('POST', '/api/auth/refresh-token', {
      body: { accessToken: 'x' },
      headers: { cookie },
    });
  const login = (email: string) =>
    api.request('POST', '/api/auth/login', { body: { email, password } });
  const setStatus = (id: number, status: 'active' | 'blocked' | 'deactivated') =>
    authService(api.deps).setAccountStatus(id, status);

  it('refuses a blocked person from their next call, with the token they still hold', async () => {
    const person = await newPerson();
    expect((await me(person.token)).status).toBe(200);
    await setStatus(person.id, 'blocked');
    const refused = await me(person.token);
    expect(refused.status).toBe(401);
    expect(refused.body).toMatchObject({ code: 'accountBlocked' });
    // the refresh token was revoked at once: no new access token either
    const renewed = await refresh(person.cookie);
    expect(renewed.status).toBe(401);
    expect(renewed.body.accessToken).toBeUndefined();
    // and says why, so that a tab whose access token expired meanwhile can tell the person
    expect(renewed.body).toMatchObject({ code: 'accountBlocked' });
  });

  it('tells a blocked or deactivated person why at sign-in, only with the right password', async () => {
    const person = await newPerson();
    await setStatus(person.id, 'blocked');
    const blocked = await login(person.email);
    expect(blocked.status).toBe(200);
    expect(blocked.body).toEqual({ error: 'This account is blocked', code: 'accountBlocked' });
    expect(refreshCookieOf(blocked)).toBeUndefined();
    const wrong = await api.request('POST', '/api/auth/login', {
      body: { email: person.email, password: 'not-the-password' },
    });
    expect(wrong.body).toMatchObject({ code: 'loginInvalid' });

    await setStatus(person.id, 'deactivated');
    expect((await login(person.email)).body).toMatchObject({ code: 'accountDeactivated' });
  });

  it('lets a reactivated person sign in again, but not with the sessions revoked before', async () => {
    const person = await newPerson();
    await setStatus(person.id, 'deactivated');
    await setStatus(person.id, 'active');
    // revoked for good: reactivating brings no session back (and it is no longer a block's)
    const old = await refresh(person.cookie);
    expect(old.status).toBe(401);
    expect(old.body.code).toBe('invalidAccessToken');
    const again = await login(person.email);
    expect(again.body.accessToken).toEqual(expect.any(String));
    expect((await me(again.body.accessToken)).status).toBe(200);
  });

  it('applies a role change to the next call of a token issued before it', async () => {
    const person = await newPerson();
    await api.deps.stores.auth.updateUser(person.id, { role: 'editor' });
    // the token still says public; the account says editor
    const asEditor = await api.request('GET', '/api/data-list/products', { token: person.token });
    expect(asEditor.status).toBe(200);
    await api.deps.stores.auth.updateUser(person.id, { role: 'public' });
    const asPublic = await api.request('GET', '/api/data-list/products', { token: person.token });
    expect(asPublic.status).toBe(403);
    expect(asPublic.body).toMatchObject({ code: 'forbidden' });
  });

  it('refuses the token of an account that does not exist', async () => {
    const token = await api.tokenFor('admin', 999_999);
    const res = await api.request('GET', '/api/auth/me', { token });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ code: 'invalidAccessToken' });
  });
});

describe.each(storeKinds())('password reset of a blocked account (%s store)', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi(kind);
    api.deps.auth.rateLimitPerMinute = 10_000;
  });
  afterAll(() => api.close());

  it('sends no link, and answers the same as for anyone', async () => {
    const email = `blocked.${crypto.randomUUID()}@example.com`;
    const res = await api.request('POST', '/api/auth/register', {
      body: { displayName: 'Arthit', email, password },
    });
    await authService(api.deps).setAccountStatus(res.body.userData.uid, 'blocked');
    const before = api.mails.length;
    const forgot = await api.request('POST', '/api/auth/forgot-password', { body: { email } });
    expect(forgot.status).toBe(200);
    expect(forgot.body.resetUrl).toBeUndefined();
    expect(api.mails.length).toBe(before);
  });
});
