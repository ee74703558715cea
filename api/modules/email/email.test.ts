import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailMetaSchema, emailSchema, emailTagSchema, type Email, type EmailMeta } from '../../contract/email';
import { createTestApi, malformedBodies, storeKinds, type TestApi } from '../../test/harness';

const folders = ['inbox', 'sent', 'draft', 'spam', 'trash'] as const;
const labels = ['personal', 'company', 'important', 'private'] as const;

describe.each(storeKinds())('email (%s store)', (kind) => {
  let api: TestApi;
  let user: string;
  beforeAll(async () => {
    api = await createTestApi(kind);
    // the email app is for staff: the tests act as an editor
    user = await api.tokenFor('editor');
  });
  afterAll(() => api.close());

  const mails = async (filter?: string): Promise<Email[]> => {
    const res = await api.request('GET', `/api/apps/email/mails${filter ? `?filter=${filter}` : ''}`, { token: user });
    expect(res.status).toBe(200);
    return res.body;
  };
  const everyMail = async () => (await Promise.all(folders.map((f) => mails(f)))).flat();
  const byId = async (id: number) => (await everyMail()).find((mail) => mail.id === id)!;
  const meta = async (): Promise<EmailMeta> => {
    const res = await api.request('GET', '/api/apps/email/meta', { token: user });
    expect(res.status).toBe(200);
    return res.body;
  };
  const post = (path: string, body: unknown) => api.request('POST', `/api/apps/email/${path}`, { token: user, body });
  const ids = (list: { id: number }[]) => list.map((mail) => mail.id).sort((a, b) => a - b);

  it('lists the four label tags', async () => {
    const res = await api.request('GET', '/api/apps/email/tags', { token: user });
    expect(res.status).toBe(200);
    expect(res.body.map((tag: { value: string }) => tag.value)).toEqual([...labels]);
    for (const tag of res.body) expect(emailTagSchema.parse(tag)).toEqual(tag);
  });

  it('lists each folder in the shape of the contract, newest first, with replies and attachments', async () => {
    const all: Email[] = [];
    for (const folder of folders) {
      const list = await mails(folder);
      expect(list.length, folder).toBeGreaterThan(0);
      for (const mail of list) {
        expect(emailSchema.parse(mail)).toEqual(mail);
        expect(mail.mailFolder).toBe(folder);
      }
      const times = list.map((mail) => mail.time);
      expect(times).toEqual([...times].sort().reverse());
      all.push(...list);
    }
    expect(all.length).toBeGreaterThanOrEqual(20);
    expect(await mails()).toEqual(await mails('inbox'));
    const threads = all.filter((mail) => mail.replies.length > 0);
    expect(threads.length).toBeGreaterThan(0);
    for (const reply of threads.flatMap((mail) => mail.replies)) {
      expect(reply.mailFolder).toBe('');
      expect(all.map((mail) => mail.id)).not.toContain(reply.id);
    }
    expect(all.some((mail) => mail.attachments.length > 1)).toBe(true);
    const everyId = [...all, ...threads.flatMap((mail) => mail.replies)].map((mail) => mail.id);
    expect(new Set(everyId).size).toBe(everyId.length);
  });

  it('shows starred and labelled mails of every folder but trash and spam', async () => {
    const all = await everyMail();
    const starred = await mails('starred');
    expect(starred.length).toBeGreaterThan(0);
    expect(ids(starred)).toEqual(ids(all.filter((m) => m.isStarred && !['trash', 'spam'].includes(m.mailFolder))));
    // the sample data has a starred mail in the trash: it stays out
    expect(all.some((m) => m.isStarred && m.mailFolder === 'trash')).toBe(true);
    for (const label of labels) {
      const list = await mails(label);
      expect(list.length, label).toBeGreaterThan(0);
      expect(ids(list)).toEqual(
        ids(all.filter((m) => m.labels.includes(label) && !['trash', 'spam'].includes(m.mailFolder))),
      );
    }
  });

  it('answers 422 naming filter for an unknown filter', async () => {
    for (const filter of ['archive', 'INBOX', '']) {
      const res = await api.request('GET', `/api/apps/email/mails?filter=${filter}`, { token: user });
      expect(res.status, filter).toBe(422);
      expect(res.body.field).toBe('filter');
    }
  });

  it('meta: unread ids of inbox, spam and each label view, and every draft id', async () => {
    const m = await meta();
    expect(emailMetaSchema.parse(m)).toEqual(m);
    const unreadOf = async (filter: string) => ids((await mails(filter)).filter((mail) => mail.unread));
    expect([...m.unreadMails.folder.inbox].sort((a, b) => a - b)).toEqual(await unreadOf('inbox'));
    expect([...m.unreadMails.folder.spam].sort((a, b) => a - b)).toEqual(await unreadOf('spam'));
    expect(m.unreadMails.folder.inbox.length).toBeGreaterThan(0);
    expect(m.unreadMails.folder.spam.length).toBeGreaterThan(0);
    for (const label of labels) {
      expect([...m.unreadMails.label[label]].sort((a, b) => a - b), label).toEqual(await unreadOf(label));
    }
    expect([...m.draftMails].sort((a, b) => a - b)).toEqual(ids(await mails('draft')));
    expect(Object.keys(m.unreadMails.label).sort()).toEqual([...labels].sort());
  });

  it('moves mails between folders and answers their new state', async () => {
    const [first, second] = await mails('inbox');
    const res = await post('move-mails', { emailIds: [first.id, second.id, first.id], mailFolder: 'trash' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      ok: true,
      mails: [
        { id: first.id, mailFolder: 'trash', unread: first.unread, labels: first.labels, isStarred: first.isStarred },
        { id: second.id, mailFolder: 'trash', unread: second.unread, labels: second.labels, isStarred: second.isStarred },
      ],
    });
    expect(ids(await mails('trash'))).toEqual(expect.arrayContaining([first.id, second.id]));
    expect(ids(await mails('inbox'))).not.toContain(first.id);
    expect((await meta()).unreadMails.folder.inbox).not.toContain(first.id);
    const back = await post('move-mails', { emailIds: [first.id, second.id], mailFolder: 'inbox' });
    expect(back.status).toBe(200);
    expect(ids(await mails('inbox'))).toEqual(expect.arrayContaining([first.id, second.id]));
  });

  it('toggles a label on each given mail', async () => {
    const list = await mails('inbox');
    const withCompany = list.find((m) => m.labels.includes('company'))!;
    const withoutCompany = list.find((m) => !m.labels.includes('company'))!;
    const res = await post('update-labels', { label: 'company', emailIds: [withCompany.id, withoutCompany.id] });
    expect(res.status).toBe(200);
    expect((await byId(withCompany.id)).labels).not.toContain('company');
    expect((await byId(withoutCompany.id)).labels).toContain('company');
    expect(res.body.mails.find((m: Email) => m.id === withoutCompany.id).labels).toContain('company');
    // and back again
    await post('update-labels', { label: 'company', emailIds: [withCompany.id, withoutCompany.id] });
    expect((await byId(withCompany.id)).labels.sort()).toEqual([...withCompany.labels].sort());
    expect((await byId(withoutCompany.id)).labels.sort()).toEqual([...withoutCompany.labels].sort());
  });

  it('applies concurrent toggles one after the other (none is lost)', async () => {
    const [mail] = await mails('inbox');
    const results = await Promise.all(
      Array.from({ length: 9 }, () => post('update-labels', { label: 'private', emailIds: [mail.id] })),
    );
    expect(results.every((res) => res.status === 200)).toBe(true);
    // nine toggles: the label ends the other way round
    expect((await byId(mail.id)).labels.includes('private')).toBe(!mail.labels.includes('private'));
    await post('update-labels', { label: 'private', emailIds: [mail.id] });
  });

  it('sets the labels of one mail, a repeated label once', async () => {
    const [mail] = await mails('sent');
    const res = await post('set-labels', { mailId: mail.id, labels: ['private', 'personal', 'private'] });
    expect(res.status).toBe(200);
    expect(res.body.mails).toEqual([expect.objectContaining({ id: mail.id, labels: ['private', 'personal'] })]);
    expect((await byId(mail.id)).labels).toEqual(['private', 'personal']);
    expect(ids(await mails('private'))).toContain(mail.id);
    expect((await post('set-labels', { mailId: mail.id, labels: [] })).status).toBe(200);
    expect((await byId(mail.id)).labels).toEqual([]);
  });

  it('marks mails read and unread, and meta follows', async () => {
    const inbox = await mails('inbox');
    const read = inbox.filter((m) => !m.unread).slice(0, 2);
    const res = await post('mark-unread', { emailIds: ids(read), unreadFlag: true });
    expect(res.status).toBe(200);
    expect(res.body.mails.every((m: Email) => m.unread)).toBe(true);
    expect((await meta()).unreadMails.folder.inbox).toEqual(expect.arrayContaining(ids(read)));
    await post('mark-unread', { emailIds: ids(read), unreadFlag: false });
    for (const id of ids(read)) expect((await meta()).unreadMails.folder.inbox).not.toContain(id);
  });

  it('stars and unstars a mail', async () => {
    const mail = (await mails('inbox')).find((m) => !m.isStarred)!;
    const res = await post('set-starred', { mailId: mail.id, value: true });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true, mails: [expect.objectContaining({ id: mail.id, isStarred: true })] });
    expect(ids(await mails('starred'))).toContain(mail.id);
    await post('set-starred', { mailId: mail.id, value: false });
    expect(ids(await mails('starred'))).not.toContain(mail.id);
  });

  it('answers 404 naming the unknown ids, and changes nothing, when any id is unknown', async () => {
    const before = await everyMail();
    const [a, b] = await mails('inbox');
    const reply = before.flatMap((m) => m.replies)[0];
    const cases: [string, unknown, string][] = [
      ['move-mails', { emailIds: [a.id, 9999], mailFolder: 'spam' }, 'emailIds'],
      ['move-mails', { emailIds: [reply.id], mailFolder: 'inbox' }, 'emailIds'],
      ['update-labels', { label: 'private', emailIds: [a.id, b.id, 8888] }, 'emailIds'],
      ['mark-unread', { emailIds: [9999, a.id], unreadFlag: !a.unread }, 'emailIds'],
      ['set-labels', { mailId: 9999, labels: ['personal'] }, 'mailId'],
      ['set-starred', { mailId: 9999, value: true }, 'mailId'],
      ['set-starred', { mailId: reply.id, value: true }, 'mailId'],
    ];
    for (const [path, body, field] of cases) {
      const res = await post(path, body);
      expect(res.status, path).toBe(404);
      expect(res.body.field).toBe(field);
      expect(res.body.error).toMatch(/no mail with id/);
    }
    expect(await everyMail()).toEqual(before);
  });

  const badBodies: [string, unknown, string][] = [
    ['move-mails', { mailFolder: 'trash' }, 'emailIds'],
    ['move-mails', { emailIds: [], mailFolder: 'trash' }, 'emailIds'],
    ['move-mails', { emailIds: '1,2', mailFolder: 'trash' }, 'emailIds'],
    ['move-mails', { emailIds: [1, 'two'], mailFolder: 'trash' }, 'emailIds.1'],
    ['move-mails', { emailIds: [1.5], mailFolder: 'trash' }, 'emailIds.0'],
    ['move-mails', { emailIds: [-1], mailFolder: 'trash' }, 'emailIds.0'],
    ['move-mails', { emailIds: Array(1001).fill(1), mailFolder: 'trash' }, 'emailIds'],
    ['move-mails', { emailIds: [1] }, 'mailFolder'],
    ['move-mails', { emailIds: [1], mailFolder: '' }, 'mailFolder'],
    ['move-mails', { emailIds: [1], mailFolder: 'x'.repeat(100_000) }, 'mailFolder'],
    ['update-labels', { emailIds: [1] }, 'label'],
    ['update-labels', { label: 'urgent', emailIds: [1] }, 'label'],
    ['update-labels', { label: 'company' }, 'emailIds'],
    ['set-labels', { labels: ['company'] }, 'mailId'],
    ['set-labels', { mailId: '1', labels: ['company'] }, 'mailId'],
    ['set-labels', { mailId: 1 }, 'labels'],
    ['set-labels', { mailId: 1, labels: 'company' }, 'labels'],
    ['set-labels', { mailId: 1, labels: ['company', 'x'.repeat(200_000)] }, 'labels.1'],
    ['mark-unread', { emailIds: [1] }, 'unreadFlag'],
    ['mark-unread', { emailIds: [1], unreadFlag: 'true' }, 'unreadFlag'],
    ['mark-unread', { unreadFlag: true }, 'emailIds'],
    ['set-starred', { mailId: 1 }, 'value'],
    ['set-starred', { mailId: 1, value: 1 }, 'value'],
    ['set-starred', { value: true }, 'mailId'],
  ];
  it.each(badBodies)('%s: a wrong body names the field (%j -> %s) and changes nothing', async (path, body, field) => {
    const before = await everyMail();
    const res = await post(path, body);
    expect(res.status).toBe(422);
    expect(res.body.field).toBe(field);
    expect(res.body.error).toContain(field);
    expect(await everyMail()).toEqual(before);
  });

  const changePaths = ['move-mails', 'update-labels', 'set-labels', 'mark-unread', 'set-starred'];
  it.each(malformedBodies)('answers 4xx to a malformed body: $name', async ({ options }) => {
    for (const path of changePaths) {
      const res = await api.request('POST', `/api/apps/email/${path}`, { token: user, ...options });
      expect(res.status, path).toBeGreaterThanOrEqual(400);
      expect(res.status, path).toBeLessThan(500);
      expect(typeof res.body.error).toBe('string');
    }
  });

  it('needs a signed-in staff member on every path', async () => {
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/apps/email/mails?filter=inbox'],
      ['GET', '/api/apps/email/tags'],
      ['GET', '/api/apps/email/meta'],
      ['POST', '/api/apps/email/move-mails', { emailIds: [1], mailFolder: 'inbox' }],
      ['POST', '/api/apps/email/update-labels', { label: 'company', emailIds: [1] }],
      ['POST', '/api/apps/email/set-labels', { mailId: 1, labels: [] }],
      ['POST', '/api/apps/email/mark-unread', { emailIds: [1], unreadFlag: false }],
      ['POST', '/api/apps/email/set-starred', { mailId: 1, value: false }],
    ];
    const tokens = [await api.tokenFor('editor'), await api.tokenFor('admin')];
    const visitor = await api.tokenFor('public');
    for (const [method, path, body] of calls) {
      expect((await api.request(method, path, { body })).status, path).toBe(401);
      expect((await api.request(method, path, { body, token: 'forged.token.here' })).status, path).toBe(401);
      expect((await api.request(method, path, { body, token: visitor })).status, path).toBe(403);
      for (const token of tokens) expect((await api.request(method, path, { body, token })).status, path).toBe(200);
    }
  });
});
