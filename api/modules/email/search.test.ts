import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailSchema, MAIL_TOTAL_HEADER, type Email } from './contract';
import { createTestApi, storeKinds, type TestApi } from '../../test/harness';
import { mailSearchText } from './store';

/** The rule of the search (api/modules/email/contract.ts mailListQuery), to check every result by. */
const matches = (mail: Email, q: string) =>
  [mail.sender, mail.sender_name, mail.subject, mailSearchText(mail.message)].some((field) =>
    field.toLowerCase().includes(q.toLowerCase()),
  );

describe.each(storeKinds())('email search, paging and one mail by id (%s store)', (kind) => {
  let api: TestApi;
  let user: string;
  /** the drafts made for the tests, by subject */
  const drafts = new Map<string, number>();

  const list = async (query: string) => {
    const res = await api.request('GET', `/api/apps/email/mails?${query}`, { token: user });
    expect(res.status, query).toBe(200);
    return {
      mails: res.body as Email[],
      total: Number(res.headers.get(MAIL_TOTAL_HEADER)),
    };
  };
  const search = async (filter: string, q: string, page = '') =>
    list(`filter=${filter}&q=${encodeURIComponent(q)}${page}`);
  const draft = async (subject: string, message: string) => {
    const res = await api.request('POST', '/api/apps/email/mails', {
      token: user,
      body: { to: [], cc: [], bcc: [], subject, message, send: false },
    });
    expect(res.status).toBe(201);
    drafts.set(subject, res.body.mail.id);
  };

  beforeAll(async () => {
    api = await createTestApi(kind);
    user = await api.tokenFor('editor');
    await draft('Budget 100% agreed', '<p>plain</p>');
    await draft('Budget 1000 agreed', '<p>plain</p>');
    await draft('file_name here', '<p>plain</p>');
    await draft('filexname here', '<p>plain</p>');
    await draft('path C:\\mail', '<p>plain</p>');
    await draft('path C:mail', '<p>plain</p>');
    await draft('Quarterly numbers', '<p>The <b>Zebrafish</b> report</p>');
    for (let i = 0; i < 7; i++) await draft(`Paged note ${i}`, `<p>pagedword ${i}</p>`);
  });
  afterAll(() => api.close());

  it('without q: the whole view, its total in the header', async () => {
    const { mails, total } = await list('filter=draft');
    expect(total).toBe(mails.length);
    const meta = await api.request('GET', '/api/apps/email/meta', { token: user });
    expect(meta.body.totals.draft).toBe(total);
    expect((await search('draft', '   ')).mails).toEqual(mails);
  });

  it('finds by sender address and sender name, ignoring case', async () => {
    const inbox = (await list('filter=inbox')).mails;
    const mail = inbox.find((m) => m.sender_name.length > 3)!;
    const address = mail.sender.split('@')[0].toUpperCase();
    const byAddress = await search('inbox', address);
    expect(byAddress.mails.map((m) => m.id)).toContain(mail.id);
    for (const m of byAddress.mails) expect(matches(m, address), m.sender).toBe(true);
    expect(byAddress.total).toBe(inbox.filter((m) => matches(m, address)).length);
    const name = mail.sender_name.slice(1, -1).toLowerCase();
    const byName = await search('inbox', name);
    expect(byName.mails.map((m) => m.id)).toContain(mail.id);
    expect(byName.total).toBe(inbox.filter((m) => matches(m, name)).length);
  });

  it('finds by subject and by message text (not its tags), ignoring case', async () => {
    const bySubject = await search('draft', 'quarterly NUMBERS');
    expect(bySubject.mails.map((m) => m.id)).toEqual([drafts.get('Quarterly numbers')]);
    expect(bySubject.total).toBe(1);
    const byText = await search('draft', 'ZEBRAfish');
    expect(byText.mails.map((m) => m.id)).toEqual([drafts.get('Quarterly numbers')]);
    for (const mail of byText.mails) expect(emailSchema.parse(mail)).toEqual(mail);
    // a tag's name is not the mail's text
    expect((await search('draft', '<b>')).mails).toEqual([]);
    expect((await search('draft', 'nothing like this anywhere')).total).toBe(0);
  });

  it('takes %, _ and \\ literally', async () => {
    const subjects = async (q: string) =>
      (await search('draft', q)).mails.map((m) => m.subject).sort();
    expect(await subjects('100%')).toEqual(['Budget 100% agreed']);
    expect(await subjects('file_name')).toEqual(['file_name here']);
    expect(await subjects('C:\\mail')).toEqual(['path C:\\mail']);
    expect(await subjects('%')).toEqual(['Budget 100% agreed']);
    expect(await subjects('_')).toEqual(['file_name here']);
  });

  it('searches only the view: a draft is not found in the inbox', async () => {
    expect((await search('inbox', 'Quarterly numbers')).mails).toEqual([]);
  });

  it('pages after the search, newest first, the total before paging', async () => {
    const whole = await search('draft', 'PAGEDWORD');
    expect(whole.total).toBe(7);
    expect(whole.mails.map((m) => m.subject)).toEqual(
      [6, 5, 4, 3, 2, 1, 0].map((i) => `Paged note ${i}`),
    );
    const page = await search('draft', 'pagedword', '&offset=2&limit=3');
    expect(page.total).toBe(7);
    expect(page.mails).toEqual(whole.mails.slice(2, 5));
    const last = await search('draft', 'pagedword', '&offset=6&limit=3');
    expect(last.mails).toEqual(whole.mails.slice(6));
    expect((await search('draft', 'pagedword', '&offset=7&limit=3')).mails).toEqual([]);
  });

  it('a q over 200 characters: 422 naming q; 200 characters (or more spaces around): fine', async () => {
    const res = await api.request('GET', `/api/apps/email/mails?q=${'a'.repeat(201)}`, {
      token: user,
    });
    expect(res.status).toBe(422);
    expect(res.body.field).toBe('q');
    expect((await list(`q=${'a'.repeat(200)}`)).total).toBe(0);
    expect((await list(`q=${encodeURIComponent(`  ${'a'.repeat(200)}  `)}`)).total).toBe(0);
  });

  it('reads one mail by id, with its thread, as the view lists it', async () => {
    const inbox = (await list('filter=inbox')).mails;
    const threaded = inbox.find((m) => m.replies.length > 0)!;
    const res = await api.request('GET', `/api/apps/email/mails/${threaded.id}`, { token: user });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(threaded);
    const id = drafts.get('Quarterly numbers')!;
    const draftRes = await api.request('GET', `/api/apps/email/mails/${id}`, { token: user });
    expect(draftRes.body.subject).toBe('Quarterly numbers');
    expect(draftRes.body.mailFolder).toBe('draft');
  });

  it('one mail: 404 for an unknown id or a reply, 422 for an impossible id, 401 signed out', async () => {
    const inbox = (await list('filter=inbox')).mails;
    const reply = inbox.flatMap((m) => m.replies).find((r) => r.mailFolder === '')!;
    for (const id of [reply.id, 999_999]) {
      const res = await api.request('GET', `/api/apps/email/mails/${id}`, { token: user });
      expect(res.status, String(id)).toBe(404);
      expect(res.body.field).toBe('id');
    }
    const bad = await api.request('GET', '/api/apps/email/mails/abc', { token: user });
    expect(bad.status).toBe(422);
    expect(bad.body.field).toBe('id');
    const anonymous = await api.request('GET', `/api/apps/email/mails/${inbox[0].id}`);
    expect(anonymous.status).toBe(401);
  });
});
