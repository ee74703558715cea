import { decodeProtectedHeader, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authReply, userDataSchema } from './contract';
import { verifyAccessToken } from '../../platform/tokens';
import {
  createTestApi,
  malformedBodies,
  refreshCookieOf,
  storeKinds,
  type Reply,
  type TestApi,
} from '../../test/harness';

const admin = { email: 'admin@demo.com', password: 'admin-demo-pass' };
const editor = { email: 'editor@demo.com', password: 'editor-demo-pass' };

/** A clock the test moves by hand. */
function fakeClock(start = Date.parse('2026-03-02T08:00:00Z')) {
  let t = start;
  return { now: () => new Date(t), advance: (seconds: number) => (t += seconds * 1000) };
}

function setCookieLine(reply: Reply) {
  const lines = reply.headers.getSetCookie().filter((l) => l.startsWith('freight_refresh='));
  expect(lines).toHaveLength(1);
  return lines[0];
}

let emailCounter = 0;
const freshEmail = (tag = 'user') => `${tag}.${++emailCounter}.${crypto.randomUUID()}@example.com`;

describe.each(storeKinds())('auth (%s store)', (kind) => {
  let api: TestApi;
  const logs: string[] = [];
  beforeAll(async () => {
    // A high limit here: rate limiting has its own instance below.
    api = await createTestApi(kind, { log: (line) => logs.push(line) });
    api.deps.auth.rateLimitPerMinute = 10_000;
  });
  afterAll(() => api.close());

  const login = (body: object, headers: Record<string, string> = {}) =>
    api.request('POST', '/api/auth/login', { body, headers });
  const refresh = (cookie?: string, accessToken = 'ignored') =>
    api.request('POST', '/api/auth/refresh-token', {
      body: { accessToken },
      headers: cookie ? { cookie } : {},
    });

  describe('login', () => {
    it('signs the demo admin in with {userData, accessToken}', async () => {
      const res = await login(admin);
      expect(res.status).toBe(200);
      const reply = authReply.strict().parse(res.body);
      expect(userDataSchema.strict().parse(reply.userData)).toMatchObject({
        email: 'admin@demo.com',
        userRole: 'admin',
        providerId: 'jwt',
        status: 'online',
      });
      expect(JSON.stringify(res.body)).not.toMatch(/password|hash|pbkdf2/i);
      const principal = await verifyAccessToken(api.deps.auth, reply.accessToken, api.deps.now());
      expect(principal).toEqual({
        id: reply.userData.uid,
        role: 'admin',
        session: expect.any(String),
      });
      expect(decodeProtectedHeader(reply.accessToken).alg).toBe('HS256');
    });

    it('sets the refresh token as an HttpOnly, SameSite=Strict cookie on /api/auth', async () => {
      const line = setCookieLine(await login(editor));
      expect(line).toMatch(/; HttpOnly/i);
      expect(line).toMatch(/; SameSite=Strict/i);
      expect(line).toMatch(/; Path=\/api\/auth(;|$)/);
      expect(line).toMatch(/; Max-Age=3600/);
      expect(line).not.toMatch(/; Secure/); // plain http request
    });

    it('never repeats the cookie in a header the page could read (that is browser mode only)', async () => {
      const res = await login(editor);
      expect(res.headers.get('x-browser-set-cookie')).toBeNull();
    });

    it('marks the cookie Secure on https', async () => {
      const res = await api.request('POST', 'https://freight.example/api/auth/login', {
        body: editor,
      });
      expect(setCookieLine(res)).toMatch(/; Secure/);
      const proxied = await login(editor, { 'x-forwarded-proto': 'https' });
      expect(setCookieLine(proxied)).toMatch(/; Secure/);
    });

    it('makes a session cookie (no Max-Age) when remember is false', async () => {
      const line = setCookieLine(await login({ ...editor, remember: false }));
      expect(line).not.toMatch(/Max-Age|Expires/i);
      expect(setCookieLine(await login({ ...editor, remember: true }))).toMatch(/Max-Age=/);
    });

    it('matches the email case-insensitively', async () => {
      const res = await login({ email: '  ADMIN@Demo.com ', password: admin.password });
      expect(res.body.userData.email).toBe('admin@demo.com');
    });

    it('answers 200 {error} for a wrong password or an unknown email, with no cookie', async () => {
      for (const body of [
        { ...admin, password: 'wrong-password' },
        { email: 'nobody@example.com', password: 'whatever-123' },
        { email: '', password: '' },
      ]) {
        const res = await login(body);
        expect(res.status).toBe(200);
        expect(res.body).toEqual({ error: 'Email Or Password Invalid', code: 'loginInvalid' });
        expect(res.headers.getSetCookie()).toEqual([]);
      }
    });
  });

  describe('register', () => {
    const register = (body: object) => api.request('POST', '/api/auth/register', { body });

    it('creates a public account and signs it in', async () => {
      const email = freshEmail('Reg');
      const res = await register({ displayName: ' Ana Lima ', email, password: 'container-42' });
      expect(res.status).toBe(200);
      const reply = authReply.strict().parse(res.body);
      expect(reply.userData).toMatchObject({
        displayName: 'Ana Lima',
        email: email.toLowerCase(),
        userRole: 'public',
        providerId: 'jwt',
        phoneNumber: null,
      });
      expect(reply.userData.photoURL).toMatch(/^\/images\/avatars\/avatar-\d\d\.svg$/);
      expect(JSON.stringify(res.body)).not.toMatch(/container-42|password/i);
      expect(refreshCookieOf(res)).toBeDefined();
      // and can sign in with it
      const again = await login({ email, password: 'container-42' });
      expect(again.body.userData.uid).toBe(reply.userData.uid);
    });

    it('gives each new account a new id', async () => {
      const a = await register({ displayName: 'A', email: freshEmail(), password: 'password-a1' });
      const b = await register({ displayName: 'B', email: freshEmail(), password: 'password-b1' });
      expect(b.body.userData.uid).toBe(a.body.userData.uid + 1);
    });

    it('refuses an email in use, in any case', async () => {
      const res = await register({
        displayName: 'Someone',
        email: 'Admin@Demo.COM',
        password: 'long-enough',
      });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        error: { email: 'This email is already in use.' },
        code: 'emailInUse',
        field: 'email',
        issues: [{ field: 'email', code: 'emailInUse', message: 'This email is already in use.' }],
      });
    });

    it('returns every problem together, keyed by field', async () => {
      const res = await register({
        displayName: '   ',
        email: 'editor@demo.com',
        password: 'short',
      });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        error: {
          email: 'This email is already in use.',
          displayName: 'Please enter your name.',
          password: 'The password must be at least 8 characters.',
        },
        code: 'nameRequired',
        field: 'displayName',
        issues: [
          { field: 'displayName', code: 'nameRequired', message: 'Please enter your name.' },
          { field: 'email', code: 'emailInUse', message: 'This email is already in use.' },
          {
            field: 'password',
            code: 'passwordTooShort',
            message: 'The password must be at least 8 characters.',
          },
        ],
      });
      const bad = await register({
        displayName: 'x'.repeat(101),
        email: 'not-an-email',
        password: 'p'.repeat(129),
      });
      expect(Object.keys(bad.body.error).sort()).toEqual(['displayName', 'email', 'password']);
      expect(bad.body.issues.map((issue: { code: string }) => issue.code)).toEqual([
        'nameTooLong',
        'emailInvalid',
        'passwordTooLong',
      ]);
      expect(bad.headers.getSetCookie()).toEqual([]);
    });

    it('accepts a password of 8 and of 128 characters', async () => {
      for (const password of ['p'.repeat(8), 'p'.repeat(128)]) {
        const res = await register({ displayName: 'Edge', email: freshEmail(), password });
        expect(res.body.accessToken).toBeTypeOf('string');
      }
    });
  });

  describe('refresh-token', () => {
    it('rotates: a new access token and a new refresh cookie, same user', async () => {
      const first = await login(editor);
      const cookie1 = refreshCookieOf(first)!;
      const res = await refresh(cookie1, first.body.accessToken);
      expect(res.status).toBe(200);
      const reply = authReply.strict().parse(res.body);
      expect(reply.userData.uid).toBe(first.body.userData.uid);
      const cookie2 = refreshCookieOf(res)!;
      expect(cookie2).toBeDefined();
      expect(cookie2).not.toBe(cookie1);
      expect(setCookieLine(res)).toMatch(/HttpOnly.*|SameSite=Strict/i);
      // and the new one works
      expect((await refresh(cookie2)).status).toBe(200);
    });

    it('a reused refresh token revokes the whole family', async () => {
      const first = await login(editor);
      const cookie1 = refreshCookieOf(first)!;
      const second = await refresh(cookie1);
      const cookie2 = refreshCookieOf(second)!;
      const reuse = await refresh(cookie1);
      expect(reuse.status).toBe(401);
      expect(reuse.body).toEqual({ error: 'Invalid access token', code: 'invalidAccessToken' });
      expect(setCookieLine(reuse)).toMatch(/Max-Age=0/);
      // the newer token of the family is revoked too
      expect((await refresh(cookie2)).status).toBe(401);
      // another sign-in (another family) is not affected
      const other = await login(editor);
      expect((await refresh(refreshCookieOf(other))).status).toBe(200);
      expect(logs.some((l) => /reused/.test(l))).toBe(true);
    });

    it('only one of two concurrent uses of a token wins', async () => {
      const cookie = refreshCookieOf(await login(editor))!;
      const [a, b] = await Promise.all([refresh(cookie), refresh(cookie)]);
      expect([a.status, b.status].sort()).toEqual([200, 401]);
    });

    it('answers 401 "Invalid access token" without a cookie or with an unknown one', async () => {
      for (const cookie of [undefined, 'freight_refresh=not-a-token', 'other=1']) {
        const res = await refresh(cookie);
        expect(res.status).toBe(401);
        expect(res.body).toEqual({ error: 'Invalid access token', code: 'invalidAccessToken' });
      }
    });

    it('reads only the cookie on the server, not the header of browser mode', async () => {
      const cookie = refreshCookieOf(await login(editor))!;
      const res = await api.request('POST', '/api/auth/refresh-token', {
        body: { accessToken: '' },
        headers: { 'x-browser-cookie': cookie },
      });
      expect(res.status).toBe(401);
      expect((await refresh(cookie)).status).toBe(200);
    });

    it('keeps a session cookie a session cookie', async () => {
      const first = await login({ ...editor, remember: false });
      const res = await refresh(refreshCookieOf(first));
      expect(setCookieLine(res)).not.toMatch(/Max-Age/);
    });

    it('validates the accessToken field as a string', async () => {
      const cookie = refreshCookieOf(await login(editor))!;
      for (const body of [
        {},
        { accessToken: 42 },
        { accessToken: null },
        { accessToken: 'x'.repeat(10_000) },
      ]) {
        const res = await api.request('POST', '/api/auth/refresh-token', {
          body,
          headers: { cookie },
        });
        expect(res.status).toBe(422);
        expect(res.body.field).toBe('accessToken');
      }
      // the token was not used by the refused calls
      expect((await refresh(cookie)).status).toBe(200);
    });
  });

  describe('logout', () => {
    it('revokes the refresh family and clears the cookie', async () => {
      const first = await login(editor);
      const cookie1 = refreshCookieOf(first)!;
      const rotated = await refresh(cookie1);
      const cookie2 = refreshCookieOf(rotated)!;
      const res = await api.request('POST', '/api/auth/logout', { headers: { cookie: cookie2 } });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ ok: true });
      const line = setCookieLine(res);
      expect(line).toMatch(/Max-Age=0/);
      expect(line).toMatch(/Path=\/api\/auth/);
      expect((await refresh(cookie2)).status).toBe(401);
    });

    it('answers 200 without a cookie too', async () => {
      const res = await api.request('POST', '/api/auth/logout');
      expect(res.status).toBe(200);
    });
  });

  describe('me, profile and checkpoint reward', () => {
    it('me answers the user of the token', async () => {
      const { body } = await login(editor);
      const res = await api.request('GET', '/api/auth/me', { token: body.accessToken });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ userData: body.userData });
    });

    it('needs a valid token', async () => {
      for (const path of ['/api/auth/me', '/api/user/checkpoint-reward']) {
        const none = await api.request('GET', path);
        expect(none.status).toBe(401);
        expect(none.body.error).toBe('Invalid access token');
        expect((await api.request('GET', path, { token: 'garbage' })).status).toBe(401);
      }
    });

    it('updates the display name of any signed-in user', async () => {
      const email = freshEmail();
      const reg = await api.request('POST', '/api/auth/register', {
        body: { displayName: 'Before', email, password: 'password-1' },
      });
      const token = reg.body.accessToken;
      const res = await api.request('POST', '/api/auth/profile', {
        token,
        body: { displayName: '  After  ' },
      });
      expect(res.status).toBe(200);
      expect(res.body.userData).toMatchObject({ displayName: 'After', email, userRole: 'public' });
      const me = await api.request('GET', '/api/auth/me', { token });
      expect(me.body.userData.displayName).toBe('After');
      const empty = await api.request('POST', '/api/auth/profile', {
        token,
        body: { displayName: ' ' },
      });
      expect(empty.status).toBe(422);
      expect(empty.body.field).toBe('displayName');
      expect(
        (await api.request('POST', '/api/auth/profile', { body: { displayName: 'X' } })).status,
      ).toBe(401);
    });

    it('gives the checkpoint reward of the signed-in user', async () => {
      const { body } = await login(admin);
      const res = await api.request('GET', '/api/user/checkpoint-reward', {
        token: body.accessToken,
      });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        userName: body.userData.displayName,
        progress: expect.any(Number),
      });
      expect(res.body.progress).toBeGreaterThanOrEqual(0);
      expect(res.body.progress).toBeLessThanOrEqual(100);
    });
  });

  describe('roles', () => {
    it('takes the role from the server record: a new account has no staff access', async () => {
      const reg = await api.request('POST', '/api/auth/register', {
        body: { displayName: 'Visitor', email: freshEmail(), password: 'password-1' },
      });
      const visitor = reg.body.accessToken;
      expect((await api.request('GET', '/api/data-list/products', { token: visitor })).status).toBe(
        403,
      );
      expect(
        (await api.request('GET', '/api/user/checkpoint-reward', { token: visitor })).status,
      ).toBe(200);
      const ed = (await login(editor)).body.accessToken;
      expect((await api.request('GET', '/api/data-list/products', { token: ed })).status).toBe(200);
    });

    it('refuses tokens that are forged, of another issuer or audience, or unsigned', async () => {
      const { auth } = api.deps;
      // the demo admin, whose account exists (requireRule reads it)
      const adminId = String((await api.deps.stores.auth.findUserByEmail(admin.email))!.id);
      const sign = (key: Uint8Array, iss = auth.issuer, aud = auth.audience) =>
        new SignJWT({ role: 'admin' })
          .setProtectedHeader({ alg: 'HS256' })
          .setSubject(adminId)
          .setIssuer(iss)
          .setAudience(aud)
          .setIssuedAt(api.deps.now())
          .setExpirationTime(new Date(api.deps.now().getTime() + 5 * 60_000))
          .sign(key);
      const none = [
        btoa(JSON.stringify({ alg: 'none', typ: 'JWT' })),
        btoa(
          JSON.stringify({
            sub: adminId,
            role: 'admin',
            iss: auth.issuer,
            aud: auth.audience,
            exp: 9e9,
          }),
        ),
        '',
      ].join('.');
      for (const token of [
        await sign(new Uint8Array(32)),
        await sign(auth.signingKey, 'someone-else'),
        await sign(auth.signingKey, auth.issuer, 'another-app'),
        none,
      ]) {
        expect((await api.request('GET', '/api/auth/me', { token })).status).toBe(401);
      }
      expect(
        (await api.request('GET', '/api/auth/me', { token: await sign(auth.signingKey) })).status,
      ).toBe(200);
    });
  });

  describe('forgot and reset password', () => {
    const forgot = (email: string) =>
      api.request('POST', '/api/auth/forgot-password', { body: { email } });
    const reset = (token: string, password: string) =>
      api.request('POST', '/api/auth/reset-password', { body: { token, password } });
    const tokenOf = (url: string) => new URL(url).searchParams.get('token')!;

    async function newAccount(password = 'first-password') {
      const email = freshEmail('reset');
      await api.request('POST', '/api/auth/register', {
        body: { displayName: 'R', email, password },
      });
      return email;
    }

    it('issues a single-use link (shown in development) that sets a new password', async () => {
      const email = await newAccount();
      const sessionBefore = refreshCookieOf(await login({ email, password: 'first-password' }))!;
      const res = await forgot(email.toUpperCase());
      expect(res.status).toBe(200);
      expect(res.body.message).toBe(
        'If an account exists for this email, a reset link has been sent.',
      );
      expect(res.body.resetUrl).toMatch(
        /^http:\/\/localhost\/pages\/reset-password\?token=[\w-]{43}$/,
      );
      expect(logs.some((l) => l.includes(res.body.resetUrl))).toBe(true);
      const token = tokenOf(res.body.resetUrl);

      const short = await reset(token, 'short');
      expect(short.status).toBe(422);
      expect(short.body.field).toBe('password');
      // a refused password does not use the token up
      const ok = await reset(token, 'second-password');
      expect(ok.status).toBe(200);
      expect(ok.body.message).toMatch(/password has been changed/);
      expect((await login({ email, password: 'first-password' })).body.error).toBe(
        'Email Or Password Invalid',
      );
      expect((await login({ email, password: 'second-password' })).body.userData.email).toBe(email);
      // every session of the user was signed out
      expect((await refresh(sessionBefore)).status).toBe(401);
      // single use
      const again = await reset(token, 'third-password');
      expect(again.status).toBe(400);
      expect(again.body).toMatchObject({
        error: 'This reset link is invalid or has expired.',
        field: 'token',
      });
    });

    it('answers an unknown email the same way', async () => {
      const res = await forgot('nobody-here@example.com');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        message: 'If an account exists for this email, a reset link has been sent.',
      });
    });

    it('refuses an unknown token', async () => {
      const res = await reset('a'.repeat(43), 'long-enough-1');
      expect(res.status).toBe(400);
      expect(res.body.field).toBe('token');
    });
  });

  describe('bad input on every endpoint with a body', () => {
    const endpoints: { path: string; auth?: boolean; fields: Record<string, unknown> }[] = [
      { path: '/api/auth/login', fields: { email: 'a@b.co', password: 'password-1' } },
      {
        path: '/api/auth/register',
        fields: { displayName: 'N', email: 'a@b.co', password: 'password-1' },
      },
      { path: '/api/auth/refresh-token', fields: { accessToken: 'x' } },
      { path: '/api/auth/profile', auth: true, fields: { displayName: 'N' } },
      { path: '/api/auth/forgot-password', fields: { email: 'a@b.co' } },
      { path: '/api/auth/reset-password', fields: { token: 'abc', password: 'password-1' } },
    ];
    let token: string;
    beforeAll(async () => {
      token = (await login(editor)).body.accessToken;
    });

    describe.each(endpoints)('$path', ({ path, auth, fields }) => {
      const send = (options: object) =>
        api.request('POST', path, { ...(auth ? { token } : {}), ...options });

      it.each(malformedBodies)('answers 4xx to $name', async ({ options }) => {
        const res = await send(options);
        expect(res.status).toBeGreaterThanOrEqual(400);
        expect(res.status).toBeLessThan(500);
        expect(typeof res.body.error).toBe('string');
      });

      it('names a missing field, a field of the wrong type and a huge field', async () => {
        for (const field of Object.keys(fields)) {
          const { [field]: _omitted, ...rest } = fields;
          for (const body of [
            rest,
            { ...fields, [field]: 12345 },
            { ...fields, [field]: 'x'.repeat(200_000) },
          ]) {
            const res = await send({ body });
            expect(res.status, `${path} ${field}`).toBe(422);
            expect(res.body.field).toBe(field);
            expect(res.body.error).toContain(field);
          }
        }
      });
    });

    it('remember must be a boolean', async () => {
      const res = await login({ ...editor, remember: 'yes' });
      expect(res.status).toBe(422);
      expect(res.body.field).toBe('remember');
    });
  });
});

describe.each(storeKinds())('auth with a fake clock (%s store)', (kind) => {
  const clock = fakeClock();
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi(kind, { now: clock.now });
  });
  afterAll(() => api.close());

  const login = (body: object, address = 'clock-client') =>
    api.request('POST', '/api/auth/login', { body, headers: { 'x-test-client-address': address } });

  it('access tokens expire after ACCESS_TOKEN_TTL (900 s)', async () => {
    const { body } = await login(editor);
    const me = () => api.request('GET', '/api/auth/me', { token: body.accessToken });
    clock.advance(899);
    expect((await me()).status).toBe(200);
    clock.advance(2);
    expect((await me()).status).toBe(401);
  });

  it('refresh tokens expire after REFRESH_TOKEN_TTL, and a refresh starts a new period', async () => {
    const first = await login(editor, 'expiry');
    clock.advance(3000);
    const second = await api.request('POST', '/api/auth/refresh-token', {
      body: { accessToken: first.body.accessToken },
      headers: { cookie: refreshCookieOf(first)! },
    });
    expect(second.status).toBe(200);
    clock.advance(3599);
    const third = await api.request('POST', '/api/auth/refresh-token', {
      body: { accessToken: '' },
      headers: { cookie: refreshCookieOf(second)! },
    });
    expect(third.status).toBe(200);
    clock.advance(3601);
    const late = await api.request('POST', '/api/auth/refresh-token', {
      body: { accessToken: '' },
      headers: { cookie: refreshCookieOf(third)! },
    });
    expect(late.status).toBe(401);
    expect(late.body).toEqual({ error: 'Invalid access token', code: 'invalidAccessToken' });
  });

  it('reset links expire', async () => {
    const res = await api.request('POST', '/api/auth/forgot-password', {
      body: { email: 'editor@demo.com' },
      headers: { 'x-test-client-address': 'reset-expiry' },
    });
    const token = new URL(res.body.resetUrl).searchParams.get('token')!;
    clock.advance(30 * 60 + 1);
    const late = await api.request('POST', '/api/auth/reset-password', {
      body: { token, password: 'never-set-1' },
    });
    expect(late.status).toBe(400);
    expect((await login(editor, 'after-reset')).body.accessToken).toBeTypeOf('string');
  });

  describe('rate limiting: 10 tries a minute per address and per account', () => {
    const tooMany = {
      error: 'Too many attempts. Please wait a minute and try again.',
      code: 'tooManyAttempts',
    };

    it('limits login per client address', async () => {
      for (let i = 0; i < 10; i++) {
        const res = await login(
          { email: `probe${i}@example.com`, password: 'wrong-pass' },
          'attacker-1',
        );
        expect(res.status).toBe(200);
      }
      const blocked = await login(editor, 'attacker-1');
      expect(blocked.status).toBe(429);
      expect(blocked.body).toEqual(tooMany);
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
      // another address is not affected
      expect((await login(editor, 'office-pc')).status).toBe(200);
      clock.advance(61);
      expect((await login(editor, 'attacker-1')).body.accessToken).toBeTypeOf('string');
    });

    it('limits login per account, across addresses', async () => {
      clock.advance(61);
      for (let i = 0; i < 10; i++) {
        await login({ email: 'Editor@demo.com', password: `guess-${i}` }, `botnet-${i}`);
      }
      const blocked = await login(editor, 'botnet-99');
      expect(blocked.status).toBe(429);
      expect(blocked.body).toEqual(tooMany);
      expect((await login(admin, 'botnet-98')).status).toBe(200);
      clock.advance(61);
      expect((await login(editor, 'botnet-99')).status).toBe(200);
    });

    it('limits register and forgot-password too', async () => {
      clock.advance(61);
      const register = (i: number) =>
        api.request('POST', '/api/auth/register', {
          body: { displayName: 'Spam', email: `spam${i}@example.com`, password: 'password-1' },
          headers: { 'x-test-client-address': 'spammer' },
        });
      for (let i = 0; i < 10; i++) expect((await register(i)).status).toBe(200);
      expect((await register(10)).body).toEqual(tooMany);

      const forgot = (address: string) =>
        api.request('POST', '/api/auth/forgot-password', {
          body: { email: 'admin@demo.com' },
          headers: { 'x-test-client-address': address },
        });
      for (let i = 0; i < 10; i++) expect((await forgot(`f${i}`)).status).toBe(200);
      const blocked = await forgot('f-next');
      expect(blocked.status).toBe(429);
      expect(blocked.body).toEqual(tooMany);
    });
  });
});

describe.each(storeKinds())('production (%s store)', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi(kind, { development: false });
  });
  afterAll(() => api.close());

  it('has no demo account', async () => {
    const res = await api.request('POST', '/api/auth/login', { body: admin });
    expect(res.body).toEqual({ error: 'Email Or Password Invalid', code: 'loginInvalid' });
  });

  it('never puts the reset link in the reply', async () => {
    const email = freshEmail('prod');
    await api.request('POST', '/api/auth/register', {
      body: { displayName: 'P', email, password: 'password-1' },
    });
    const res = await api.request('POST', '/api/auth/forgot-password', { body: { email } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      message: 'If an account exists for this email, a reset link has been sent.',
    });
  });
});
