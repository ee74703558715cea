import { exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oidcMessages } from './contract';
import { testClock } from '../../test/clock';
import {
  createTestApi,
  malformedBodies,
  refreshCookieOf,
  storeKinds,
  type TestApi,
} from '../../test/harness';
import { oidcSettingsFromEnv, type OidcSettings } from './settings';

const ISSUER = 'https://id.example.test';
const CLIENT_ID = 'freight-web';

/**
 * A provider in memory: discovery document and published keys, answered through `fetch`. Its
 * tokens are dated by the tests' clock, the one the API checks them against.
 */
async function fakeProvider() {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const other = await generateKeyPair('RS256');
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
  const state = { keys: [jwk], down: false, fetches: 0 };
  const fetcher: typeof fetch = async (input) => {
    state.fetches++;
    if (state.down) throw new Error('connect ECONNREFUSED');
    const url = String(input);
    if (url === `${ISSUER}/.well-known/openid-configuration`) {
      return Response.json({ issuer: ISSUER, jwks_uri: `${ISSUER}/jwks` });
    }
    if (url === `${ISSUER}/jwks`) return Response.json({ keys: state.keys });
    return new Response('not found', { status: 404 });
  };
  /** `issuedSecondsAgo` (default 0) and `expiresInSeconds` (default 600) count from the clock. */
  async function idToken(
    claims: Record<string, unknown> = {},
    opts: {
      key?: CryptoKey;
      kid?: string;
      iss?: string;
      aud?: string;
      issuedSecondsAgo?: number;
      expiresInSeconds?: number;
    } = {},
  ) {
    const nowSeconds = Math.floor(testClock().getTime() / 1000);
    const jwt = new SignJWT({
      email: 'mali@example.test',
      email_verified: true,
      name: 'Mali Srisuk',
      picture: 'https://id.example.test/p/1.png',
      ...claims,
    })
      .setProtectedHeader({ alg: 'RS256', kid: opts.kid ?? 'k1' })
      .setIssuer(opts.iss ?? ISSUER)
      .setAudience(opts.aud ?? CLIENT_ID)
      .setSubject((claims.sub as string) ?? 'sub-1001')
      .setIssuedAt(nowSeconds - (opts.issuedSecondsAgo ?? 0))
      .setExpirationTime(nowSeconds + (opts.expiresInSeconds ?? 600));
    return jwt.sign(opts.key ?? privateKey);
  }
  return { fetcher, state, idToken, otherKey: other.privateKey };
}

describe('oidcSettingsFromEnv', () => {
  it('needs both the issuer and the client id', () => {
    expect(oidcSettingsFromEnv({})).toBeUndefined();
    expect(oidcSettingsFromEnv({ OIDC_ISSUER: ISSUER })).toBeUndefined();
    expect(oidcSettingsFromEnv({ OIDC_ISSUER: ` ${ISSUER} `, OIDC_CLIENT_ID: CLIENT_ID })).toEqual({
      issuer: ISSUER,
      clientId: CLIENT_ID,
    });
  });
});

describe.each(storeKinds())('OpenID Connect exchange (%s store)', (kind) => {
  let api: TestApi;
  let provider: Awaited<ReturnType<typeof fakeProvider>>;
  let off: TestApi;

  beforeAll(async () => {
    provider = await fakeProvider();
    const oidc: OidcSettings = { issuer: ISSUER, clientId: CLIENT_ID, fetch: provider.fetcher };
    api = await createTestApi(kind, { oidc });
    off = await createTestApi('memory', { development: false });
  });
  afterAll(async () => {
    await api.close();
    await off.close();
  });

  it('GET /api/auth/config tells the screens what to offer', async () => {
    const on = await api.request('GET', '/api/auth/config');
    expect(on.status).toBe(200);
    expect(on.body).toEqual({
      demoAccounts: true,
      oidc: { authority: ISSUER, clientId: CLIENT_ID },
      sessionTtlSeconds: 3600,
    });
    const none = await off.request('GET', '/api/auth/config');
    expect(none.body).toEqual({ demoAccounts: false, oidc: null, sessionTtlSeconds: 3600 });
  });

  it('a valid ID token signs in: a new plain user, the session of login, the refresh cookie', async () => {
    const res = await api.request('POST', '/api/auth/oidc', {
      body: { idToken: await provider.idToken() },
    });
    expect(res.status).toBe(200);
    expect(res.body.userData).toMatchObject({
      displayName: 'Mali Srisuk',
      email: 'mali@example.test',
      photoURL: 'https://id.example.test/p/1.png',
      userRole: 'public',
      providerId: ISSUER,
    });
    expect(typeof res.body.accessToken).toBe('string');
    expect(refreshCookieOf(res)).toBeDefined();
    // the new user has no staff access
    const staff = await api.request('GET', '/api/data-list/products', {
      token: res.body.accessToken,
    });
    expect(staff.status).toBe(403);
    // the token works where a signed-in user may go
    const me = await api.request('GET', '/api/auth/me', { token: res.body.accessToken });
    expect(me.status).toBe(200);
    expect(me.body.userData.uid).toBe(res.body.userData.uid);
    // the refresh cookie refreshes, like a login's
    const refreshed = await api.request('POST', '/api/auth/refresh-token', {
      body: { accessToken: res.body.accessToken },
      headers: { cookie: refreshCookieOf(res)! },
    });
    expect(refreshed.status).toBe(200);
  });

  it('the same issuer and sub find the same user; the role comes from the server record', async () => {
    const first = await api.request('POST', '/api/auth/oidc', {
      body: { idToken: await provider.idToken({ sub: 'sub-2002', email: 'somchai@example.test' }) },
    });
    await api.deps.stores.auth.updateUser(first.body.userData.uid, { role: 'editor' });
    const again = await api.request('POST', '/api/auth/oidc', {
      body: {
        idToken: await provider.idToken({
          sub: 'sub-2002',
          email: 'somchai@example.test',
          name: 'Another Name',
        }),
      },
    });
    expect(again.body.userData.uid).toBe(first.body.userData.uid);
    expect(again.body.userData.userRole).toBe('editor');
    const staff = await api.request('GET', '/api/data-list/products', {
      token: again.body.accessToken,
    });
    expect(staff.status).toBe(200);
  });

  it('an email another account holds is not linked to it', async () => {
    const res = await api.request('POST', '/api/auth/oidc', {
      body: { idToken: await provider.idToken({ sub: 'sub-3003', email: 'admin@demo.com' }) },
    });
    expect(res.status).toBe(200);
    expect(res.body.userData.uid).not.toBe(1);
    expect(res.body.userData.userRole).toBe('public');
    expect(res.body.userData.email).toBe('');
  });

  it('remember: false gives a session cookie', async () => {
    const res = await api.request('POST', '/api/auth/oidc', {
      body: { idToken: await provider.idToken(), remember: false },
    });
    expect(res.status).toBe(200);
    const line = res.headers.getSetCookie().find((l) => l.startsWith('freight_refresh='));
    expect(line).toBeDefined();
    expect(line).not.toMatch(/Max-Age/i);
  });

  it.each([
    ['a wrong signature', () => provider.idToken({}, { key: provider.otherKey })],
    ['a wrong issuer', () => provider.idToken({}, { iss: 'https://evil.example.test' })],
    ['a wrong audience', () => provider.idToken({}, { aud: 'someone-else' })],
    [
      'an expired token',
      () => provider.idToken({}, { issuedSecondsAgo: 7200, expiresInSeconds: -3600 }),
    ],
    [
      'a token too old',
      () => provider.idToken({}, { issuedSecondsAgo: 3600, expiresInSeconds: 7200 }),
    ],
    ['an unknown key id', () => provider.idToken({}, { kid: 'k9', key: provider.otherKey })],
    ['not a JWT', async () => 'not-a-jwt'],
    [
      'an unsigned token',
      async () =>
        `${btoa('{"alg":"none"}')}.${btoa(JSON.stringify({ iss: ISSUER, aud: CLIENT_ID, sub: 'x' }))}.`,
    ],
  ])('%s is refused with 401', async (_name, make) => {
    const res = await api.request('POST', '/api/auth/oidc', { body: { idToken: await make() } });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ error: oidcMessages.invalidIdToken, field: 'idToken' });
    expect(refreshCookieOf(res)).toBeUndefined();
  });

  it('a rotated provider key is fetched again', async () => {
    const { publicKey, privateKey } = await generateKeyPair('ES256');
    const before = provider.state.fetches;
    const jwk = { ...(await exportJWK(publicKey)), kid: 'k2', alg: 'ES256' };
    provider.state.keys = [...provider.state.keys, jwk];
    const token = await new SignJWT({ email: 'new@example.test', email_verified: true })
      .setProtectedHeader({ alg: 'ES256', kid: 'k2' })
      .setIssuer(ISSUER)
      .setAudience(CLIENT_ID)
      .setSubject('sub-4004')
      .setIssuedAt(testClock())
      .setExpirationTime(new Date(testClock().getTime() + 5 * 60_000))
      .sign(privateKey);
    const res = await api.request('POST', '/api/auth/oidc', { body: { idToken: token } });
    // keys are re-read at most every 30 s: either accepted after a re-read, or refused without a flood
    expect([200, 401]).toContain(res.status);
    expect(provider.state.fetches - before).toBeLessThanOrEqual(1);
  });

  it('an unreachable provider answers 502, not 500', async () => {
    const down = await createTestApi('memory', {
      oidc: {
        issuer: ISSUER,
        clientId: CLIENT_ID,
        fetch: async () => {
          throw new Error('ECONNREFUSED');
        },
      },
    });
    const res = await down.request('POST', '/api/auth/oidc', {
      body: { idToken: await provider.idToken() },
    });
    expect(res.status).toBe(502);
    expect(res.body.error).toBe(oidcMessages.providerUnavailable);
    await down.close();
  });

  it('without configuration the exchange answers 404', async () => {
    const res = await off.request('POST', '/api/auth/oidc', { body: { idToken: 'x.y.z' } });
    expect(res.status).toBe(404);
    expect(res.body.error).toBe(oidcMessages.notConfigured);
  });

  it.each(malformedBodies)(
    'a malformed body ($name) is a 4xx naming the field',
    async ({ options }) => {
      const res = await api.request('POST', '/api/auth/oidc', options);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(res.body.error).toMatch(/body|idToken/);
    },
  );

  it.each([
    ['a number', { idToken: 42 }, 'idToken'],
    ['an empty string', { idToken: '' }, 'idToken'],
    ['a huge string', { idToken: 'x'.repeat(20_000) }, 'idToken'],
    ['remember not a boolean', { idToken: 'a.b.c', remember: 'yes' }, 'remember'],
  ])('%s is a 422 naming the field', async (_name, body, field) => {
    const res = await api.request('POST', '/api/auth/oidc', { body });
    expect(res.status).toBe(422);
    expect(res.body.field).toBe(field);
  });
});

describe.each(storeKinds())('access check (%s store)', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi(kind);
  });
  afterAll(() => api.close());

  it.each([
    ['admin', { admin: 200, editor: 200, public: 200 }],
    ['editor', { admin: 403, editor: 200, public: 200 }],
    ['public', { admin: 403, editor: 403, public: 200 }],
  ] as const)('a %s token gets the real role checked', async (role, expected) => {
    const token = await api.tokenFor(role);
    for (const [rule, status] of Object.entries(expected)) {
      const res = await api.request('GET', `/api/auth/access/${rule}`, { token });
      expect(res.status).toBe(status);
      if (status === 200) expect(res.body).toEqual({ rule, role });
    }
  });

  it('401 without a token or with a bad one; 404 for an unknown rule', async () => {
    expect((await api.request('GET', '/api/auth/access/public')).status).toBe(401);
    expect((await api.request('GET', '/api/auth/access/admin', { token: 'x.y.z' })).status).toBe(
      401,
    );
    const token = await api.tokenFor('admin');
    expect((await api.request('GET', '/api/auth/access/root', { token })).status).toBe(404);
  });
});

describe('OpenID Connect exchange rate limit', () => {
  it('answers 429 with Retry-After once an address has tried 30 times in a minute', async () => {
    const provider = await fakeProvider();
    const api = await createTestApi('memory', {
      oidc: { issuer: ISSUER, clientId: CLIENT_ID, fetch: provider.fetcher },
    });
    try {
      for (let i = 0; i < 30; i++) {
        const res = await api.request('POST', '/api/auth/oidc', {
          body: { idToken: 'not.a.token' },
        });
        expect(res.status).toBe(401);
      }
      const limited = await api.request('POST', '/api/auth/oidc', {
        body: { idToken: 'not.a.token' },
      });
      expect(limited.status).toBe(429);
      expect(limited.headers.get('retry-after')).toBeTruthy();
    } finally {
      await api.close();
    }
  });
});
