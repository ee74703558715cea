import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usernameAvailabilityReply } from './contract';
import { createTestApi, storeKinds, type TestApi } from '../../test/harness';

const AVAILABILITY = '/api/user-management/username-availability';
const ask = (username: string) => `${AVAILABILITY}?username=${encodeURIComponent(username)}`;

describe.each(storeKinds())('username availability (%s store)', (kind) => {
  let api: TestApi;
  let admin: string;
  let editor: string;
  beforeAll(async () => {
    api = await createTestApi(kind);
    admin = await api.tokenFor('admin');
    editor = await api.tokenFor('editor');
  });
  afterAll(() => api.close());

  it('says a username some person has is taken, whatever its case', async () => {
    const people = await api.request('GET', '/api/user-management/users', { token: editor });
    const someone = people.body.find((p: { id: number }) => p.id === 272);
    for (const asked of [someone.username, someone.username.toUpperCase()]) {
      const res = await api.request('GET', ask(asked), { token: editor });
      expect(res.status).toBe(200);
      expect(usernameAvailabilityReply.parse(res.body)).toEqual({
        username: asked,
        available: false,
      });
    }
  });

  it('says a username nobody has is free, trimmed as it would be stored', async () => {
    const res = await api.request('GET', ask('  laem.chabang.dispatch-7 '), { token: editor });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ username: 'laem.chabang.dispatch-7', available: true });
  });

  it('follows a change: a username taken by an edit is no longer free, the old one is', async () => {
    const before = await api.request('GET', '/api/user-management/users/273', { token: admin });
    const old = before.body.username as string;
    const changed = await api.request('POST', '/api/user-management/users/273', {
      token: admin,
      body: { user: { username: 'rotterdam.desk' } },
    });
    expect(changed.status).toBe(200);
    expect((await api.request('GET', ask('Rotterdam.Desk'), { token: editor })).body).toEqual({
      username: 'Rotterdam.Desk',
      available: false,
    });
    expect((await api.request('GET', ask(old), { token: editor })).body.available).toBe(true);
  });

  it.each([
    ['empty', ''],
    ['spaces inside', 'has spaces'],
    ['other characters', 'ships&boats'],
    ['too long', 'x'.repeat(61)],
    ['huge', 'x'.repeat(100_000)],
  ])('refuses a username that breaks its rules (%s): 422 naming it', async (_, username) => {
    const res = await api.request('GET', ask(username), { token: editor });
    expect(res.status).toBe(422);
    expect(res.body.field).toBe('username');
  });

  it('needs the username', async () => {
    const res = await api.request('GET', AVAILABILITY, { token: editor });
    expect(res.status).toBe(422);
    expect(res.body.field).toBe('username');
  });

  it('is for staff only: 401 for a visitor, 403 for a customer', async () => {
    expect((await api.request('GET', ask('admin'))).status).toBe(401);
    const customer = await api.tokenFor('public');
    expect((await api.request('GET', ask('admin'), { token: customer })).status).toBe(403);
  });
});
