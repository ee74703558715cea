import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountReply,
  accountSessionsReply,
  DEFAULT_NOTIFICATION_PREFS,
  type AccountSession,
} from './contract';
import {
  createTestApi,
  malformedBodies,
  refreshCookieOf,
  storeKinds,
  type Reply,
  type TestApi,
} from '../../test/harness';

const PASSWORD = 'first-password-1';

describe.each(storeKinds())('own account (%s store)', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi(kind);
    // a high limit: the password tries have their own test at the end
    api.deps.auth.rateLimitPerMinute = 10_000;
  });
  afterAll(() => api.close());

  let counter = 0;
  /** A new email-and-password account, signed in: its token and refresh cookie. */
  async function newPerson(userAgent = 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0') {
    const email = `own.${++counter}.${crypto.randomUUID().slice(0, 8)}@example.com`;
    const res = await api.request('POST', '/api/auth/register', {
      body: { displayName: `Own ${counter}`, email, password: PASSWORD },
      headers: { 'user-agent': userAgent },
    });
    expect(res.status).toBe(200);
    return {
      email,
      id: res.body.userData.uid as number,
      token: res.body.accessToken as string,
      cookie: refreshCookieOf(res)!,
    };
  }
  /** Another sign-in of the same account (another browser). */
  async function login(email: string, password = PASSWORD, userAgent = 'Chrome/139 on a phone') {
    const res = await api.request('POST', '/api/auth/login', {
      body: { email, password, remember: false },
      headers: { 'user-agent': userAgent },
    });
    expect(res.body.accessToken).toEqual(expect.any(String));
    return { token: res.body.accessToken as string, cookie: refreshCookieOf(res)! };
  }
  const refresh = (cookie: string) =>
    api.request('POST', '/api/auth/refresh-token', {
      body: { accessToken: 'ignored' },
      headers: { cookie },
    });
  const get = (path: string, token: string) => api.request('GET', path, { token });
  const post = (path: string, token: string, body: unknown) =>
    api.request('POST', path, { token, body });
  const sessionsOf = async (token: string): Promise<AccountSession[]> => {
    const res = await get('/api/account/sessions', token);
    expect(res.status).toBe(200);
    return accountSessionsReply.parse(res.body);
  };
  function expectRefused(res: Reply, status: number, code: string, field?: string) {
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    expect(res.body.code).toBe(code);
    if (field) expect(res.body.field).toBe(field);
  }

  describe('GET /api/account', () => {
    it('answers the person, their about text and every notification on', async () => {
      const me = await newPerson();
      const res = await get('/api/account', me.token);
      expect(res.status).toBe(200);
      const reply = accountReply.strict().parse(res.body);
      expect(reply.person).toMatchObject({ id: me.id, email: me.email, name: `Own ${counter}` });
      expect(reply.about).toBe('');
      expect(reply.notifications).toEqual(DEFAULT_NOTIFICATION_PREFS);
      expect(JSON.stringify(res.body)).not.toMatch(/password|hash/i);
    });

    it('answers 401 without a valid token, on every route', async () => {
      const routes: [string, string][] = [
        ['GET', '/api/account'],
        ['POST', '/api/account/profile'],
        ['POST', '/api/account/email'],
        ['POST', '/api/account/password'],
        ['POST', '/api/account/notifications'],
        ['GET', '/api/account/sessions'],
        ['DELETE', '/api/account/sessions/anything'],
        ['POST', '/api/account/sessions/sign-out-everywhere'],
      ];
      for (const [method, path] of routes) {
        const body = method === 'POST' ? {} : undefined;
        expectRefused(await api.request(method, path, { body }), 401, 'invalidAccessToken');
        const res = await api.request(method, path, { body, token: 'not-a-token' });
        expectRefused(res, 401, 'invalidAccessToken');
      }
    });
  });

  describe('POST /api/account/profile', () => {
    it('changes the given fields and keeps the others', async () => {
      const me = await newPerson();
      const profile = {
        name: 'Somchai Own',
        username: `somchai.${me.id}`,
        about: '  Freight forwarder, Bangkok office.  ',
        dob: '1990-04-13',
        gender: 'male',
        mobile: '+66 2 555 0100',
        website: 'https://example.com/somchai',
        languages_known: ['Thai', 'English'],
        contact_options: ['email', 'phone'],
        location: {
          add_line_1: '1 Sukhumvit Road',
          add_line_2: '',
          post_code: '10110',
          city: 'Bangkok',
          state: 'Bangkok',
          country: 'Thailand',
        },
        social_links: {
          twitter: '',
          facebook: '',
          instagram: '',
          github: 'https://github.com/somchai',
          codepen: '',
          slack: 'somchai',
        },
      };
      const res = await post('/api/account/profile', me.token, { profile });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const reply = accountReply.parse(res.body);
      const { about: _about, ...fields } = profile;
      expect(reply.person).toMatchObject({ ...fields, id: me.id, email: me.email, role: 'user' });
      expect(reply.about).toBe('Freight forwarder, Bangkok office.');

      const again = await post('/api/account/profile', me.token, { profile: { mobile: '+66 1' } });
      expect(again.body.person).toMatchObject({ name: 'Somchai Own', mobile: '+66 1' });
      expect((await get('/api/account', me.token)).body).toEqual(again.body);
      // the people app shows the same person
      const admin = await api.tokenFor('admin');
      const seen = await get(`/api/user-management/users/${me.id}`, admin);
      expect(seen.body).toEqual(again.body.person);
    });

    it('refuses what only an administrator changes, and changes nothing', async () => {
      const me = await newPerson();
      const before = (await get('/api/account', me.token)).body;
      for (const field of [
        'role',
        'status',
        'is_verified',
        'department',
        'permissions',
        'email',
        'id',
      ]) {
        const values: Record<string, unknown> = {
          role: 'admin',
          status: 'active',
          is_verified: true,
          department: 'management',
          permissions: {},
          email: 'someone@example.com',
          id: 1,
        };
        const res = await post('/api/account/profile', me.token, {
          profile: { name: 'Changed', [field]: values[field] },
        });
        expectRefused(res, 422, 'unknownField');
        expect(res.body.error).toContain(field);
      }
      expect((await get('/api/account', me.token)).body).toEqual(before);
    });

    it('refuses a username another person has (422 alreadyUsed on profile.username)', async () => {
      const me = await newPerson();
      const other = await newPerson();
      const otherName = (await get('/api/account', other.token)).body.person.username;
      const res = await post('/api/account/profile', me.token, {
        profile: { username: otherName.toUpperCase(), name: 'Not saved' },
      });
      expectRefused(res, 422, 'alreadyUsed', 'profile.username');
      expect((await get('/api/account', me.token)).body.person.name).not.toBe('Not saved');
    });

    it('checks every field as the people app does, naming it', async () => {
      const me = await newPerson();
      const cases: [object, string][] = [
        [{ name: '  ' }, 'profile.name'],
        [{ username: 'has space' }, 'profile.username'],
        [{ dob: '2026-02-30' }, 'profile.dob'],
        [{ gender: 'unknown' }, 'profile.gender'],
        [{ website: 'ftp://example.com' }, 'profile.website'],
        [{ about: 'x'.repeat(1001) }, 'profile.about'],
        [{ languages_known: Array(21).fill('Thai') }, 'profile.languages_known'],
        [{ contact_options: ['fax'] }, 'profile.contact_options.0'],
        [{ location: { city: 'Bangkok' } }, 'profile.location.add_line_1'],
        [{ social_links: 'none' }, 'profile.social_links'],
      ];
      for (const [profile, field] of cases) {
        const res = await post('/api/account/profile', me.token, { profile });
        expect(res.status, JSON.stringify(profile)).toBe(422);
        expect(res.body.field, JSON.stringify(profile)).toBe(field);
      }
    });
  });

  describe('POST /api/account/email', () => {
    it('changes the sign-in email with the password', async () => {
      const me = await newPerson();
      const email = `New.${me.id}@Example.com`;
      const res = await post('/api/account/email', me.token, { email, currentPassword: PASSWORD });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(accountReply.parse(res.body).person.email).toBe(email.toLowerCase());
      // the new email signs in; the old one no longer does
      await login(email.toLowerCase());
      const old = await api.request('POST', '/api/auth/login', {
        body: { email: me.email, password: PASSWORD },
      });
      expect(old.body.code).toBe('loginInvalid');
    });

    it('refuses a wrong password and a taken email, changing nothing', async () => {
      const me = await newPerson();
      const other = await newPerson();
      const wrong = await post('/api/account/email', me.token, {
        email: `x.${me.id}@example.com`,
        currentPassword: 'not-the-password',
      });
      expectRefused(wrong, 422, 'wrongPassword', 'currentPassword');
      const taken = await post('/api/account/email', me.token, {
        email: other.email.toUpperCase(),
        currentPassword: PASSWORD,
      });
      expectRefused(taken, 422, 'alreadyUsed', 'email');
      expect((await get('/api/account', me.token)).body.person.email).toBe(me.email);
      expectRefused(
        await post('/api/account/email', me.token, { email: 'nope', currentPassword: PASSWORD }),
        422,
        'invalidFormat',
        'email',
      );
    });

    it('refuses an account of an identity provider (no password): providerAccount', async () => {
      const account = await api.deps.stores.auth.createUser({
        email: `oidc.${crypto.randomUUID().slice(0, 8)}@example.com`,
        displayName: 'From the provider',
        passwordHash: null,
        photoURL: '',
        phoneNumber: null,
        about: '',
        status: 'online',
        role: 'public',
        providerId: 'https://id.example.com',
        providerSubject: crypto.randomUUID(),
        createdAt: api.deps.now(),
      });
      const token = await api.tokenFor('public', account!.id);
      const email = await post('/api/account/email', token, {
        email: `changed.${account!.id}@example.com`,
        currentPassword: 'anything-at-all',
      });
      expectRefused(email, 422, 'providerAccount', 'currentPassword');
      const password = await post('/api/account/password', token, {
        currentPassword: 'anything-at-all',
        newPassword: 'a-new-password',
      });
      expectRefused(password, 422, 'providerAccount', 'currentPassword');
      expect((await api.deps.stores.auth.findUserById(account!.id))?.email).toBe(account!.email);
      // the rest of the own account is theirs as anyone's
      const profile = await post('/api/account/profile', token, { profile: { name: 'Renamed' } });
      expect(profile.body.person.name).toBe('Renamed');
    });
  });

  describe('POST /api/account/password', () => {
    it('changes the password and signs out every other session, this one stays', async () => {
      const me = await newPerson();
      const second = await login(me.email);
      const third = await login(me.email);
      const res = await post('/api/account/password', second.token, {
        currentPassword: PASSWORD,
        newPassword: 'the-second-password',
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toEqual({ ok: true });

      // the session that changed it refreshes on; the others are signed out
      expect((await refresh(second.cookie)).status).toBe(200);
      expectRefused(await refresh(me.cookie), 401, 'invalidAccessToken');
      expectRefused(await refresh(third.cookie), 401, 'invalidAccessToken');
      const sessions = await sessionsOf(second.token);
      expect(sessions).toHaveLength(1);
      expect(sessions[0].current).toBe(true);

      // the new password signs in, the old one no longer
      await login(me.email, 'the-second-password');
      const old = await api.request('POST', '/api/auth/login', {
        body: { email: me.email, password: PASSWORD },
      });
      expect(old.body.code).toBe('loginInvalid');
    });

    it('refuses a wrong current password, and signs nobody out', async () => {
      const me = await newPerson();
      const other = await login(me.email);
      const res = await post('/api/account/password', me.token, {
        currentPassword: 'wrong-password',
        newPassword: 'another-password',
      });
      expectRefused(res, 422, 'wrongPassword', 'currentPassword');
      expect((await refresh(other.cookie)).status).toBe(200);
      await login(me.email, PASSWORD);
    });

    it('keeps the registration rules for the new password', async () => {
      const me = await newPerson();
      const other = await login(me.email);
      const short = await post('/api/account/password', me.token, {
        currentPassword: PASSWORD,
        newPassword: 'short',
      });
      expectRefused(short, 422, 'passwordTooShort', 'newPassword');
      const long = await post('/api/account/password', me.token, {
        currentPassword: PASSWORD,
        newPassword: 'x'.repeat(129),
      });
      expectRefused(long, 422, 'passwordTooLong', 'newPassword');
      // the limits themselves pass
      for (const newPassword of ['x'.repeat(8), 'y'.repeat(128)]) {
        const res = await post('/api/account/password', me.token, {
          currentPassword: newPassword === 'x'.repeat(8) ? PASSWORD : 'x'.repeat(8),
          newPassword,
        });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
      }
      expectRefused(await refresh(other.cookie), 401, 'invalidAccessToken');
    });
  });

  describe('POST /api/account/notifications', () => {
    it('changes the given preferences and keeps the others', async () => {
      const me = await newPerson();
      const res = await post('/api/account/notifications', me.token, {
        notifications: { chatMentions: false },
      });
      expect(res.status).toBe(200);
      expect(accountReply.parse(res.body).notifications).toEqual({
        ...DEFAULT_NOTIFICATION_PREFS,
        chatMentions: false,
      });
      const again = await post('/api/account/notifications', me.token, {
        notifications: { newEnquiry: false, chatMentions: true },
      });
      expect(again.body.notifications).toEqual({
        ...DEFAULT_NOTIFICATION_PREFS,
        newEnquiry: false,
      });
      expect((await get('/api/account', me.token)).body.notifications).toEqual(
        again.body.notifications,
      );
    });

    it('refuses an unknown preference and a wrong type, naming it', async () => {
      const me = await newPerson();
      const unknown = await post('/api/account/notifications', me.token, {
        notifications: { weeklyDigest: true },
      });
      expectRefused(unknown, 422, 'unknownField');
      const wrong = await post('/api/account/notifications', me.token, {
        notifications: { taskReminders: 'no' },
      });
      expectRefused(wrong, 422, 'invalidType', 'notifications.taskReminders');
    });
  });

  describe('sessions', () => {
    it('lists the live sessions, the current one marked, newest first', async () => {
      const me = await newPerson('Firefox on the desk');
      const phone = await login(me.email, PASSWORD, 'Safari on a phone');
      const sessions = await sessionsOf(phone.token);
      expect(sessions).toHaveLength(2);
      const [current, desk] = [sessions.find((s) => s.current)!, sessions.find((s) => !s.current)!];
      expect(current).toMatchObject({ persistent: false, userAgent: 'Safari on a phone' });
      expect(desk).toMatchObject({ persistent: true, userAgent: 'Firefox on the desk' });
      expect(Date.parse(current.expiresAt)).toBeGreaterThan(Date.parse(current.signedInAt));
      // the id is not the refresh token
      expect(me.cookie).not.toContain(desk.id);
      expect((await sessionsOf(me.token)).find((s) => s.current)?.id).toBe(desk.id);

      // a refresh keeps the session: the same id and sign-in time, a later last use
      const refreshed = await refresh(me.cookie);
      expect(refreshed.status).toBe(200);
      const after = await sessionsOf(refreshed.body.accessToken);
      expect(after).toHaveLength(2);
      const same = after.find((s) => s.id === desk.id)!;
      expect(same).toMatchObject({ current: true, signedInAt: desk.signedInAt });
      expect(Date.parse(same.lastUsedAt)).toBeGreaterThanOrEqual(Date.parse(desk.lastUsedAt));
    });

    it('shortens a long browser name and leaves out an unknown one', async () => {
      const me = await newPerson('B'.repeat(500));
      const res = await api.request('POST', '/api/auth/login', {
        body: { email: me.email, password: PASSWORD },
      });
      const sessions = await sessionsOf(me.token);
      expect(sessions.find((s) => s.current)?.userAgent).toBe('B'.repeat(200));
      expect(sessions.find((s) => !s.current)).not.toHaveProperty('userAgent');
      expect(res.status).toBe(200);
    });

    it('signs one session out; the others stay', async () => {
      const me = await newPerson();
      const other = await login(me.email);
      const otherId = (await sessionsOf(other.token)).find((s) => s.current)!.id;
      const res = await api.request('DELETE', `/api/account/sessions/${otherId}`, {
        token: me.token,
      });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ ok: true });
      expect(refreshCookieOf(res)).toBeUndefined();
      expectRefused(await refresh(other.cookie), 401, 'invalidAccessToken');
      expect((await refresh(me.cookie)).status).toBe(200);
      // signed out already: 404
      const again = await api.request('DELETE', `/api/account/sessions/${otherId}`, {
        token: me.token,
      });
      expectRefused(again, 404, 'notFound');
    });

    it('signing out the current session clears its refresh cookie', async () => {
      const me = await newPerson();
      const id = (await sessionsOf(me.token)).find((s) => s.current)!.id;
      const res = await api.request('DELETE', `/api/account/sessions/${id}`, { token: me.token });
      expect(res.status).toBe(200);
      const cleared = res.headers.getSetCookie().find((l) => l.startsWith('freight_refresh='));
      expect(cleared).toMatch(/^freight_refresh=;.*Max-Age=0.*Path=\/api\/auth/);
      expectRefused(await refresh(me.cookie), 401, 'invalidAccessToken');
    });

    it("answers 404 for another person's session and leaves it alone", async () => {
      const me = await newPerson();
      const other = await newPerson();
      const theirs = (await sessionsOf(other.token))[0].id;
      for (const id of [theirs, 'not-a-session', 'x'.repeat(300), crypto.randomUUID()]) {
        const res = await api.request('DELETE', `/api/account/sessions/${id}`, {
          token: me.token,
        });
        expectRefused(res, 404, 'notFound');
      }
      expect((await refresh(other.cookie)).status).toBe(200);
      expect(await sessionsOf(me.token)).toHaveLength(1);
    });

    it('signs out everywhere, this session too, and clears the cookie', async () => {
      const me = await newPerson();
      const other = await login(me.email);
      const bystander = await newPerson();
      const res = await api.request('POST', '/api/account/sessions/sign-out-everywhere', {
        token: me.token,
      });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ ok: true });
      const cleared = res.headers.getSetCookie().find((l) => l.startsWith('freight_refresh='));
      expect(cleared).toMatch(/^freight_refresh=;.*Max-Age=0/);
      expectRefused(await refresh(me.cookie), 401, 'invalidAccessToken');
      expectRefused(await refresh(other.cookie), 401, 'invalidAccessToken');
      expect(await sessionsOf(me.token)).toEqual([]);
      expect((await refresh(bystander.cookie)).status).toBe(200);
    });
  });

  describe('bad bodies', () => {
    const bodyRoutes: { path: string; valid: object }[] = [
      { path: '/api/account/profile', valid: { profile: { name: 'Fine' } } },
      {
        path: '/api/account/email',
        valid: { email: 'fine@example.com', currentPassword: 'wrong' },
      },
      {
        path: '/api/account/password',
        valid: { currentPassword: 'wrong-password', newPassword: 'fine-password' },
      },
      { path: '/api/account/notifications', valid: { notifications: { newEnquiry: true } } },
    ];

    it.each(bodyRoutes)('$path answers every malformed body with 4xx', async ({ path }) => {
      const me = await newPerson();
      for (const { name, options } of malformedBodies) {
        const res = await api.request('POST', path, { ...options, token: me.token });
        expect(res.status, name).toBeGreaterThanOrEqual(400);
        expect(res.status, name).toBeLessThan(500);
      }
    });

    it.each(bodyRoutes)('$path names the missing or wrong field', async ({ path, valid }) => {
      const me = await newPerson();
      for (const field of Object.keys(valid)) {
        const missing = { ...valid } as Record<string, unknown>;
        delete missing[field];
        const res = await post(path, me.token, missing);
        expect(res.status, field).toBe(422);
        expect(res.body.field, field).toBe(field);
        const wrong = await post(path, me.token, { ...valid, [field]: 42 });
        expect(wrong.status, field).toBe(422);
        expect(wrong.body.field, field).toBe(field);
        const huge = await post(path, me.token, { ...valid, [field]: 'x'.repeat(100_000) });
        expect(huge.status, field).toBe(422);
        expect(huge.body.field, field).toBe(field);
      }
    });
  });

  it('limits the tries of the current password per account', async () => {
    const me = await newPerson();
    api.deps.auth.rateLimitPerMinute = 3;
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const res = await post('/api/account/password', me.token, {
          currentPassword: `guess-${i}`,
          newPassword: 'a-new-password',
        });
        statuses.push(res.status);
      }
      expect(statuses).toEqual([422, 422, 422, 429]);
    } finally {
      api.deps.auth.rateLimitPerMinute = 10_000;
    }
  });
});
