import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { managedUserSchema } from './contract';
import { SAMPLE_COMPANY_IDS } from '../companies/seed';
import {
  expectImpossibleId,
  impossibleIds,
  createTestApi,
  malformedBodies,
  storeKinds,
  useTestApi,
  type TestApi,
} from '../../test/harness';

const USERS = '/api/user-management/users';

describe.each(storeKinds())('user management (%s store)', (kind) => {
  let api: TestApi;
  let admin: string;
  let editor: string;
  beforeAll(async () => {
    api = await createTestApi(kind);
    admin = await api.tokenFor('admin');
    editor = await api.tokenFor('editor');
  });
  afterAll(() => api.close());

  it('lists every person, highest id first: the 50 sample people and the sign-in accounts', async () => {
    const res = await api.request('GET', USERS, { token: editor });
    expect(res.status).toBe(200);
    const ids = res.body.map((u: { id: number }) => u.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    for (const user of res.body) expect(managedUserSchema.safeParse(user).success).toBe(true);
    const sample = res.body.filter((u: { id: number }) => u.id >= 268 && u.id <= 317);
    expect(sample).toHaveLength(50);
    expect(sample[0].id).toBe(317);
    expect(sample[49].id).toBe(268);
    for (const user of sample) expect(user.email).toMatch(/@siamgateway\.example$/);
    // the accounts people sign in with are people too, with the people app's role names
    const byEmail = (email: string) => res.body.find((u: { email: string }) => u.email === email);
    expect(byEmail('admin@demo.com')).toMatchObject({ role: 'admin', status: 'active' });
    expect(byEmail('editor@demo.com')).toMatchObject({ role: 'staff', status: 'active' });
    expect(byEmail('customer@test.invalid')).toMatchObject({ role: 'user', department: null });
    expect(Math.min(...ids.filter((id: number) => id > 317))).toBe(318);
    const emails = res.body.map((u: { email: string }) => u.email.toLowerCase());
    expect(new Set(emails).size).toBe(emails.length);
    const usernames = res.body.map((u: { username: string }) => u.username.toLowerCase());
    expect(new Set(usernames).size).toBe(usernames.length);
    const detailed = res.body.filter((u: { permissions?: unknown }) => u.permissions);
    expect(detailed.length).toBeGreaterThan(3);
    expect(detailed[0]).toMatchObject({
      permissions: {
        users: {
          read: expect.any(Boolean),
          write: expect.any(Boolean),
          create: expect.any(Boolean),
          delete: expect.any(Boolean),
        },
      },
      location: { city: expect.any(String), country: expect.any(String) },
      social_links: { twitter: expect.any(String) },
    });
    expect(Array.isArray(detailed[0].languages_known)).toBe(true);
    // a user without the detail has no null fields on the wire
    const plain = res.body.find((u: { permissions?: unknown }) => !u.permissions);
    expect(plain).not.toHaveProperty('dob');
  });

  it('returns one user, or 404', async () => {
    const res = await api.request('GET', `${USERS}/268`, { token: editor });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: 268, role: 'admin', status: 'active' });
    expect(res.body.permissions.users.delete).toBe(true);
    for (const bad of ['9999', '267']) {
      const missing = await api.request('GET', `${USERS}/${bad}`, { token: editor });
      expect(missing.status).toBe(404);
      expect(typeof missing.body.error).toBe('string');
    }
    for (const bad of impossibleIds) {
      expectImpossibleId(await api.request('GET', `${USERS}/${bad}`, { token: editor }));
    }
  });

  it('merges an update (admin) and returns the user', async () => {
    const res = await api.request('POST', `${USERS}/270`, {
      token: admin,
      body: {
        user: {
          id: 999,
          status: 'blocked',
          role: 'staff',
          department: 'management',
          location: {
            add_line_1: '1 Quay',
            add_line_2: '',
            post_code: '20230',
            city: 'Laem Chabang',
            state: 'Chonburi',
            country: 'Thailand',
          },
          permissions: {
            users: { read: true, write: false, create: false, delete: false },
            posts: { read: true, write: true, create: true, delete: false },
            comments: { read: true, write: true, create: true, delete: false },
          },
        },
      },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: 270,
      status: 'blocked',
      role: 'staff',
      department: 'management',
    });
    expect(res.body.location.add_line_1).toBe('1 Quay');
    const read = await api.request('GET', `${USERS}/270`, { token: editor });
    expect(read.body).toEqual(res.body);
    // a user without detail can gain some
    const plain = await api.request('POST', `${USERS}/317`, {
      token: admin,
      body: { user: { dob: '1990-02-03', languages_known: ['Thai'], contact_options: ['email'] } },
    });
    expect(plain.status).toBe(200);
    expect(plain.body).toMatchObject({ id: 317, dob: '1990-02-03', languages_known: ['Thai'] });
  });

  it('keeps email and username unique (case-insensitive), and lets a user keep their own', async () => {
    const other = (await api.request('GET', `${USERS}/269`, { token: editor })).body;
    for (const [field, value] of [
      ['email', other.email.toUpperCase()],
      ['username', other.username],
    ]) {
      const res = await api.request('POST', `${USERS}/274`, {
        token: admin,
        body: { user: { [field]: value } },
      });
      expect(res.status).toBe(422);
      expect(res.body.field).toBe(`user.${field}`);
      expect(res.body.error).toMatch(/already used/);
    }
    const own = (await api.request('GET', `${USERS}/274`, { token: editor })).body;
    const same = await api.request('POST', `${USERS}/274`, {
      token: admin,
      body: { user: { email: own.email, username: own.username, name: 'Renamed Dispatcher' } },
    });
    expect(same.status).toBe(200);
    expect(same.body.name).toBe('Renamed Dispatcher');
  });

  it('keeps both of two concurrent changes to different fields of one user', async () => {
    const before = (await api.request('GET', `${USERS}/275`, { token: editor })).body;
    const replies = await Promise.all(
      [{ name: 'Night Shift Lead' }, { status: 'blocked' }].map((user) =>
        api.request('POST', `${USERS}/275`, { token: admin, body: { user } }),
      ),
    );
    expect(replies.map((res) => res.status)).toEqual([200, 200]);
    const stored = (await api.request('GET', `${USERS}/275`, { token: editor })).body;
    expect(stored).toEqual({ ...before, name: 'Night Shift Lead', status: 'blocked' });
  });

  it('gives one new email to only one of two users updated at the same time', async () => {
    const email = 'dispatch@siamgateway.example';
    // the same address, spelt two ways, given to two users at once
    const [first, second] = await Promise.all(
      [
        [276, 'Dispatch@siamgateway.example'],
        [277, email],
      ].map(([id, address]) =>
        api.request('POST', `${USERS}/${id}`, { token: admin, body: { user: { email: address } } }),
      ),
    );
    expect([first.status, second.status].sort()).toEqual([200, 422]);
    const refused = first.status === 422 ? first : second;
    expect(refused.body.field).toBe('user.email');
    expect(refused.body.error).toMatch(/already used/);
    const users = (await api.request('GET', USERS, { token: editor })).body as { email: string }[];
    expect(users.filter((u) => u.email.toLowerCase() === email)).toHaveLength(1);
  });

  it('deactivates on delete (admin): the record stays; an unknown id answers 404 and changes nothing', async () => {
    const before = await api.request('GET', USERS, { token: editor });
    const deleted = await api.request('DELETE', `${USERS}/300`, { token: admin });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ ok: true });
    const kept = await api.request('GET', `${USERS}/300`, { token: editor });
    expect(kept.status).toBe(200);
    expect(kept.body.status).toBe('deactivated');
    expect((await api.request('DELETE', `${USERS}/9999`, { token: admin })).status).toBe(404);
    for (const bad of impossibleIds) {
      expectImpossibleId(await api.request('DELETE', `${USERS}/${bad}`, { token: admin }));
    }
    expect(
      (
        await api.request('POST', `${USERS}/9999`, {
          token: admin,
          body: { user: { name: 'Ghost' } },
        })
      ).status,
    ).toBe(404);
    const after = await api.request('GET', USERS, { token: editor });
    expect(after.body).toHaveLength(before.body.length);
  });

  it('needs a signed-in editor to read and an admin to change', async () => {
    for (const path of [USERS, `${USERS}/268`]) {
      expect((await api.request('GET', path)).status).toBe(401);
      expect((await api.request('GET', path, { token: 'not-a-token' })).status).toBe(401);
      const visitor = await api.tokenFor('public');
      expect((await api.request('GET', path, { token: visitor })).status).toBe(403);
    }
    const update = { body: { user: { status: 'active' } } };
    expect((await api.request('POST', `${USERS}/271`, update)).status).toBe(401);
    expect((await api.request('POST', `${USERS}/271`, { token: editor, ...update })).status).toBe(
      403,
    );
    expect((await api.request('DELETE', `${USERS}/271`)).status).toBe(401);
    expect((await api.request('DELETE', `${USERS}/271`, { token: editor })).status).toBe(403);
    expect((await api.request('GET', `${USERS}/271`, { token: editor })).status).toBe(200);
  });

  it.each([
    ['user.role', { role: 'captain' }],
    ['user.status', { status: 'retired' }],
    ['user.department', { department: 'warehouse' }],
    ['user.email', { email: 'not-an-email' }],
    ['user.email', { email: 42 }],
    ['user.is_verified', { is_verified: 'yes' }],
    ['user.name', { name: '' }],
    ['user.name', { name: 'x'.repeat(5000) }],
    ['user.username', { username: 'has spaces' }],
    ['user.dob', { dob: '03/02/1990' }],
    ['user.dob', { dob: '1990-02-31' }],
    ['user.gender', { gender: 'robot' }],
    ['user.website', { website: 'javascript:alert(1)' }],
    ['user.languages_known', { languages_known: 'Thai' }],
    ['user.languages_known', { languages_known: Array.from({ length: 50 }, () => 'Thai') }],
    ['user.contact_options.0', { contact_options: ['pigeon'] }],
    [
      'user.location.city',
      {
        location: {
          add_line_1: '',
          add_line_2: '',
          post_code: '',
          city: 7,
          state: '',
          country: '',
        },
      },
    ],
    [
      'user.permissions.posts',
      { permissions: { users: { read: true, write: true, create: true, delete: true } } },
    ],
    [
      'user.permissions.users.read',
      {
        permissions: {
          users: { read: 'yes', write: true, create: true, delete: true },
          posts: { read: true, write: true, create: true, delete: true },
          comments: { read: true, write: true, create: true, delete: true },
        },
      },
    ],
    ['user', { favourite_ship: 'Ever Given' }],
    ['user', 'Somchai'],
  ])('names the field %s of a bad update', async (field, user) => {
    const res = await api.request('POST', `${USERS}/272`, { token: admin, body: { user } });
    expect(res.status).toBe(422);
    expect(res.body.field).toBe(field);
    expect(res.body.error).toContain(field);
  });

  it('needs the user object', async () => {
    const res = await api.request('POST', `${USERS}/272`, {
      token: admin,
      body: { status: 'active' },
    });
    expect(res.status).toBe(422);
    expect(res.body.error).toMatch(/user|status/);
  });

  it.each(malformedBodies)('answers 4xx to a malformed body: $name', async ({ options }) => {
    const res = await api.request('POST', `${USERS}/273`, { token: admin, ...options });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(typeof res.body.error).toBe('string');
  });
});

describe.each(storeKinds())('people are the sign-in accounts (%s store)', (kind) => {
  let api: TestApi;
  let admin: string;
  let adminId: number;
  beforeAll(async () => {
    api = await createTestApi(kind);
    api.deps.auth.rateLimitPerMinute = 10_000;
    admin = await api.tokenFor('admin');
    adminId = (await api.deps.stores.auth.findUserByEmail('admin@demo.com'))!.id;
  });
  afterAll(() => api.close());

  const change = (id: number, user: object, token = admin) =>
    api.request('POST', `${USERS}/${id}`, { token, body: { user } });

  async function registered() {
    const email = `person.${crypto.randomUUID()}@example.com`;
    const res = await api.request('POST', '/api/auth/register', {
      body: { displayName: 'Kanya', email, password: 'long-enough-1', remember: true },
    });
    return { id: res.body.userData.uid as number, token: res.body.accessToken as string, email };
  }

  it('shows a registered account as a person, and a change there changes the account', async () => {
    const person = await registered();
    const seen = await api.request('GET', `${USERS}/${person.id}`, { token: admin });
    expect(seen.body).toMatchObject({
      email: person.email,
      name: 'Kanya',
      role: 'user',
      status: 'active',
    });
    expect(seen.body.username).toMatch(/^person\./);
    await change(person.id, { name: 'Kanya S.', role: 'staff' });
    const me = await api.request('GET', '/api/auth/me', { token: person.token });
    expect(me.body.userData).toMatchObject({ displayName: 'Kanya S.', userRole: 'editor' });
    // staff now: an editor's call works with the token issued when they were a user
    expect((await api.request('GET', USERS, { token: person.token })).status).toBe(200);
  });

  it('blocking through the people app refuses the person at once and ends their sessions', async () => {
    const person = await registered();
    expect((await change(person.id, { status: 'blocked' })).status).toBe(200);
    const refused = await api.request('GET', '/api/auth/me', { token: person.token });
    expect(refused.status).toBe(401);
    expect(refused.body.code).toBe('accountBlocked');
    const login = await api.request('POST', '/api/auth/login', {
      body: { email: person.email, password: 'long-enough-1' },
    });
    expect(login.body).toMatchObject({ code: 'accountBlocked' });
  });

  it('an admin cannot take away their own admin rights', async () => {
    for (const user of [{ role: 'staff' }, { status: 'blocked' }]) {
      const res = await change(adminId, user);
      expect(res.status).toBe(422);
      expect(res.body.code).toBe('notYourself');
    }
    expect((await api.request('DELETE', `${USERS}/${adminId}`, { token: admin })).body.code).toBe(
      'notYourself',
    );
    expect((await api.request('GET', `${USERS}/${adminId}`, { token: admin })).body).toMatchObject({
      role: 'admin',
      status: 'active',
    });
  });

  it('the last active admin stays one, even when two admins demote each other at once', async () => {
    const people = (await api.request('GET', USERS, { token: admin })).body as {
      id: number;
      role: string;
      status: string;
    }[];
    const others = people.filter(
      (p) => p.role === 'admin' && p.status === 'active' && p.id !== adminId,
    );
    expect(others.length).toBeGreaterThan(0);
    const [other, ...rest] = others;
    for (const extra of rest) expect((await change(extra.id, { role: 'staff' })).status).toBe(200);
    // two active admins left; each demotes the other at the same moment
    const otherToken = await api.tokenFor('admin', other.id);
    const replies = await Promise.all([
      change(other.id, { role: 'staff' }),
      change(adminId, { role: 'staff' }, otherToken),
    ]);
    const statuses = replies.map((r) => r.status).sort();
    expect(statuses[0]).toBe(200);
    // the later one is refused: its actor lost the rights (403) or its target is the last (422)
    expect([403, 422]).toContain(statuses[1]);
    const after = (
      await api.request('GET', USERS, {
        token: await api.tokenFor('admin', replies[0].status === 200 ? adminId : other.id),
      })
    ).body as typeof people;
    const admins = after.filter((p) => p.role === 'admin' && p.status === 'active');
    expect(admins).toHaveLength(1);
    // and the store itself refuses to demote that last one, whoever asks
    expect(await api.deps.stores.auth.patchUser(admins[0].id, { role: 'editor' })).toEqual({
      lastAdmin: true,
    });
    expect(
      await api.deps.stores.auth.patchUser(admins[0].id, { accountStatus: 'blocked' }),
    ).toEqual({ lastAdmin: true });
  });

  it('a sample person has no password until invited: sign-in fails like a wrong password', async () => {
    const res = await api.request('POST', '/api/auth/login', {
      body: { email: 'somchai.prasert@siamgateway.example', password: 'anything-at-all' },
    });
    expect(res.body).toMatchObject({ code: 'loginInvalid' });
  });
});

describe.each(storeKinds())('inviting a person (%s store)', (kind) => {
  let api: TestApi;
  let admin: string;
  beforeAll(async () => {
    api = await createTestApi(kind);
    api.deps.auth.rateLimitPerMinute = 10_000;
    admin = await api.tokenFor('admin');
  });
  afterAll(() => api.close());

  const invite = (user: object, token = admin) =>
    api.request('POST', USERS, { token, body: { user } });
  const newcomer = () => ({
    email: `new.hire.${crypto.randomUUID().slice(0, 8)}@siamgateway.example`,
    name: 'Nok Sutthisak',
    role: 'staff',
    department: 'sales',
  });
  const linkIn = (text: string) => /https?:\/\/\S+token=[\w-]+/.exec(text)?.[0];

  it('creates the account without a password and mails a link that lets the person in as staff', async () => {
    const person = newcomer();
    const res = await invite(person);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.any(Number), invitation: 'logged' });
    expect(res.body.id).toBeGreaterThan(317);
    const shown = await api.request('GET', `${USERS}/${res.body.id}`, { token: admin });
    expect(shown.body).toMatchObject({
      email: person.email,
      name: person.name,
      role: 'staff',
      department: 'sales',
      status: 'active',
      is_verified: false,
    });
    // nobody can sign in yet
    const early = await api.request('POST', '/api/auth/login', {
      body: { email: person.email, password: 'anything-at-all' },
    });
    expect(early.body.code).toBe('loginInvalid');

    const mail = api.mails.findLast((m) => m.to === person.email)!;
    expect(mail.subject).toMatch(/invit/i);
    const link = linkIn(mail.text)!;
    const token = new URL(link).searchParams.get('token');
    const set = await api.request('POST', '/api/auth/reset-password', {
      body: { token, password: 'first-password-1' },
    });
    expect(set.status).toBe(200);
    const login = await api.request('POST', '/api/auth/login', {
      body: { email: person.email, password: 'first-password-1' },
    });
    expect(login.body.userData).toMatchObject({ userRole: 'editor' });
    const people = await api.request('GET', USERS, { token: login.body.accessToken });
    expect(people.status).toBe(200);
  });

  it('refuses an email someone has, naming the field, and creates nothing', async () => {
    const before = (await api.request('GET', USERS, { token: admin })).body.length;
    const res = await invite({ ...newcomer(), email: 'EDITOR@demo.com' });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ code: 'alreadyUsed', field: 'user.email' });
    // listed as the field's issue too, as a validation error would be
    expect(res.body.issues).toEqual([
      { field: 'user.email', code: 'alreadyUsed', message: 'is already used by another user' },
    ]);
    expect((await api.request('GET', USERS, { token: admin })).body).toHaveLength(before);
  });

  it('names the wrong field of a bad person', async () => {
    for (const [user, field] of [
      [{ ...newcomer(), email: 'not-an-email' }, 'user.email'],
      [{ ...newcomer(), name: '' }, 'user.name'],
      [{ ...newcomer(), role: 'owner' }, 'user.role'],
      [{ ...newcomer(), department: 'finance' }, 'user.department'],
      [{ ...newcomer(), password: 'sneaky' }, 'user'],
    ] as const) {
      const res = await invite(user);
      expect(res.status).toBe(422);
      expect(res.body.field).toBe(field);
    }
    for (const { options } of malformedBodies) {
      const res = await api.request('POST', USERS, { token: admin, ...options });
      expect([400, 413, 422]).toContain(res.status);
    }
  });

  it('is for admins, and for staff a customer of a company only', async () => {
    const editor = await api.tokenFor('editor');
    const res = await invite(newcomer(), editor);
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 'forbidden', field: 'user.role' });
    const again = await api.request('POST', `${USERS}/268/invitation`, { token: editor });
    expect(again.status).toBe(403);
  });

  it('sends the invitation again, to a sample person too; an unknown id is 404', async () => {
    const res = await api.request('POST', `${USERS}/270/invitation`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ invitation: 'logged' });
    expect(api.mails.at(-1)!.to).toMatch(/@siamgateway\.example$/);
    expect((await api.request('POST', `${USERS}/99999/invitation`, { token: admin })).status).toBe(
      404,
    );
  });
});

describe('inviting when the mail server is down', () => {
  it('keeps the account and says the invitation failed', async () => {
    const down = {
      status: 'smtp' as const,
      send: async () => {
        throw new Error('connect ECONNREFUSED 127.0.0.1:1');
      },
    };
    const api = await createTestApi('memory', { mailer: down });
    try {
      const admin = await api.tokenFor('admin');
      const email = `down.${crypto.randomUUID().slice(0, 8)}@siamgateway.example`;
      const res = await api.request('POST', USERS, {
        token: admin,
        body: { user: { email, name: 'Ploy', role: 'user', department: 'sales' } },
      });
      expect(res.status).toBe(201);
      expect(res.body.invitation).toBe('failed');
      const shown = await api.request('GET', `${USERS}/${res.body.id}`, { token: admin });
      expect(shown.body.email).toBe(email);
    } finally {
      await api.close();
    }
  });
});

describe.each(storeKinds())('people of customer companies (%s store)', (kind) => {
  const ctx = useTestApi(kind);
  let admin: string;
  beforeAll(async () => {
    admin = await ctx.api.tokenFor('admin');
  });

  const person = async (id: number) =>
    (await ctx.api.request('GET', `${USERS}/${id}`, { token: ctx.editor })).body;
  const change = (id: number, user: object) =>
    ctx.api.request('POST', `${USERS}/${id}`, { token: admin, body: { user } });
  const customer = () => ({
    email: `buyer.${crypto.randomUUID().slice(0, 8)}@hanseatic.example`,
    name: 'Greta Voss',
    role: 'user',
    department: 'sales',
    companyId: SAMPLE_COMPANY_IDS.hanseaticMachinery,
  });

  it('shows each person their company: a sample customer has one, staff none', async () => {
    expect(await person(278)).toMatchObject({
      role: 'user',
      companyId: SAMPLE_COMPANY_IDS.chaoPhrayaElectronics,
    });
    expect(await person(268)).toMatchObject({ role: 'admin', companyId: null });
    const everyone = (await ctx.api.request('GET', USERS, { token: ctx.editor })).body;
    for (const someone of everyone) {
      expect(managedUserSchema.parse(someone).companyId === null || someone.role === 'user').toBe(
        true,
      );
    }
  });

  it("invites a company's person with the invitation mail; they belong to it", async () => {
    const invited = customer();
    const res = await ctx.api.request('POST', USERS, { token: admin, body: { user: invited } });
    expect(res.status).toBe(201);
    expect(await person(res.body.id)).toMatchObject({
      email: invited.email,
      role: 'user',
      companyId: SAMPLE_COMPANY_IDS.hanseaticMachinery,
    });
    expect(ctx.api.mails.findLast((mail) => mail.to === invited.email)?.subject).toMatch(/invit/i);
  });

  it('refuses a company for staff or admins, or one that does not exist, and creates nothing', async () => {
    const before = (await ctx.api.request('GET', USERS, { token: admin })).body.length;
    for (const [user, code] of [
      [{ ...customer(), role: 'staff' }, 'customerOnly'],
      [{ ...customer(), role: 'admin' }, 'customerOnly'],
      [{ ...customer(), companyId: 99999 }, 'invalidValue'],
      [{ ...customer(), companyId: 0 }, 'tooSmall'],
    ] as const) {
      const res = await ctx.api.request('POST', USERS, { token: admin, body: { user } });
      expect(res.status, JSON.stringify(user)).toBe(422);
      expect(res.body.field).toBe('user.companyId');
      if (code !== 'tooSmall') expect(res.body.code).toBe(code);
    }
    expect((await ctx.api.request('GET', USERS, { token: admin })).body).toHaveLength(before);
  });

  it('gives a customer a company, moves them, and keeps staff without one', async () => {
    const moved = await change(276, { companyId: SAMPLE_COMPANY_IDS.comptoirLyonnais });
    expect(moved.status).toBe(200);
    expect(moved.body.companyId).toBe(SAMPLE_COMPANY_IDS.comptoirLyonnais);
    expect((await change(276, { companyId: 99999 })).body).toMatchObject({
      code: 'invalidValue',
      field: 'user.companyId',
    });
    // staff: no company
    const staffWith = await change(272, { companyId: SAMPLE_COMPANY_IDS.siamRice });
    expect(staffWith.status).toBe(422);
    expect(staffWith.body).toMatchObject({ code: 'customerOnly', field: 'user.companyId' });
    // a customer of a company becomes staff only without it
    const promoted = await change(276, { role: 'staff' });
    expect(promoted.body).toMatchObject({ code: 'customerOnly', field: 'user.companyId' });
    expect(await person(276)).toMatchObject({
      role: 'user',
      companyId: SAMPLE_COMPANY_IDS.comptoirLyonnais,
    });
    const both = await change(276, { role: 'staff', companyId: null });
    expect(both.status).toBe(200);
    expect(both.body).toMatchObject({ role: 'staff', companyId: null });
    expect(await person(272)).toMatchObject({ companyId: null });
  });

  it('lets only an admin change the company', async () => {
    const res = await ctx.api.request('POST', `${USERS}/278`, {
      token: ctx.editor,
      body: { user: { companyId: null } },
    });
    expect(res.status).toBe(403);
    expect((await person(278)).companyId).toBe(SAMPLE_COMPANY_IDS.chaoPhrayaElectronics);
  });
});

describe.each(storeKinds())("staff invite a customer company's people (%s store)", (kind) => {
  const ctx = useTestApi(kind);
  let admin: string;
  let visitor: string;
  beforeAll(async () => {
    ctx.api.deps.auth.rateLimitPerMinute = 10_000;
    admin = await ctx.api.tokenFor('admin');
    visitor = await ctx.api.tokenFor('public');
  });

  const create = (user: object, token = ctx.editor) =>
    ctx.api.request('POST', USERS, { token, body: { user } });
  const resend = (id: number, token = ctx.editor) =>
    ctx.api.request('POST', `${USERS}/${id}/invitation`, { token });
  const customer = () => ({
    email: `buyer.${crypto.randomUUID().slice(0, 8)}@chaophraya.example`,
    name: 'Kanya Srisuk',
    role: 'user',
    department: 'sales',
    companyId: SAMPLE_COMPANY_IDS.chaoPhrayaElectronics,
  });
  const everyone = async () =>
    (await ctx.api.request('GET', USERS, { token: admin })).body as { email: string }[];

  it('an editor invites a customer of company 1: 201, they belong to it, and the invitation goes', async () => {
    const invited = customer();
    const mailsBefore = ctx.api.mails.length;
    const res = await create(invited);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.any(Number), invitation: 'logged' });
    const shown = await ctx.api.request('GET', `${USERS}/${res.body.id}`, { token: ctx.editor });
    expect(shown.body).toMatchObject({
      email: invited.email,
      name: invited.name,
      role: 'user',
      companyId: 1,
      status: 'active',
    });
    expect(ctx.api.mails).toHaveLength(mailsBefore + 1);
    const mail = ctx.api.mails.at(-1)!;
    expect(mail.to).toBe(invited.email);
    expect(mail.subject).toMatch(/invit/i);
    expect(mail.text).toMatch(/token=[\w-]+/);
  });

  it.each([
    ['staff', { role: 'staff', companyId: undefined }, 'user.role'],
    ['admin', { role: 'admin', companyId: undefined }, 'user.role'],
    ['staff with a company', { role: 'staff' }, 'user.role'],
    ['a customer without a company', { companyId: undefined }, 'user.companyId'],
    ['a customer with no company (null)', { companyId: null }, 'user.companyId'],
  ])(
    'an editor inviting %s gets 403 naming %s; nothing is stored or mailed',
    async (_what, change, field) => {
      const user = { ...customer(), ...change };
      const before = await everyone();
      const mailsBefore = ctx.api.mails.length;
      const res = await create(user);
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ code: 'forbidden', field });
      expect(res.body.error).toContain(field);
      expect(await everyone()).toHaveLength(before.length);
      expect((await everyone()).some((p) => p.email === user.email)).toBe(false);
      expect(ctx.api.mails).toHaveLength(mailsBefore);
    },
  );

  it("an editor's company must exist (422 naming the field), as an admin's", async () => {
    const res = await create({ ...customer(), companyId: 99999 });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ code: 'invalidValue', field: 'user.companyId' });
  });

  it('an admin keeps every power: staff, admins and customers without a company', async () => {
    for (const user of [
      { ...customer(), role: 'staff', companyId: undefined },
      { ...customer(), role: 'admin', companyId: undefined },
      { ...customer(), companyId: undefined },
    ]) {
      const res = await create(user, admin);
      expect(res.status, JSON.stringify(user)).toBe(201);
    }
  });

  it('an editor sends the invitation again to a customer of a company, not to staff', async () => {
    const created = await create(customer());
    const mailsBefore = ctx.api.mails.length;
    const again = await resend(created.body.id);
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ invitation: 'logged' });
    expect(ctx.api.mails).toHaveLength(mailsBefore + 1);
    // a sample customer of a company (278, Chao Phraya Electronics)
    expect((await resend(278)).status).toBe(200);

    const refusedMails = ctx.api.mails.length;
    // staff (272), the admin (268), a customer without a company (made by an admin)
    const loose = await create({ ...customer(), companyId: undefined }, admin);
    for (const id of [272, 268, loose.body.id as number]) {
      const res = await resend(id);
      expect(res.status, String(id)).toBe(403);
      expect(res.body).toMatchObject({ code: 'forbidden', field: 'id' });
    }
    expect(ctx.api.mails).toHaveLength(refusedMails + 1); // the admin's invitation only
    expect((await resend(99999)).status).toBe(404);
    // an admin sends it to anyone
    expect((await resend(272, admin)).status).toBe(200);
  });

  it('the public role (a customer) invites nobody, as before', async () => {
    const mailsBefore = ctx.api.mails.length;
    const res = await create(customer(), visitor);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('forbidden');
    expect((await resend(278, visitor)).status).toBe(403);
    expect(ctx.api.mails).toHaveLength(mailsBefore);
  });
});
