import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  composeMailReply,
  deleteMailsReply,
  emailMetaSchema,
  emailSchema,
  emailTagSchema,
  type CreateMailBody,
  type Email,
  type EmailMeta,
} from './contract';
import type { LiveEvent } from '../../platform/live';
import type { Mail, Mailer } from '../../platform/mail';
import {
  createTestApi,
  expectImpossibleId,
  impossibleIds,
  malformedBodies,
  storeKinds,
  type TestApi,
} from '../../test/harness';
import { operationsMailbox } from './mailbox';

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
    const res = await api.request(
      'GET',
      `/api/apps/email/mails${filter ? `?filter=${filter}` : ''}`,
      { token: user },
    );
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
  const post = (path: string, body: unknown) =>
    api.request('POST', `/api/apps/email/${path}`, { token: user, body });
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
    expect(ids(starred)).toEqual(
      ids(all.filter((m) => m.isStarred && !['trash', 'spam'].includes(m.mailFolder))),
    );
    // the sample data has a starred mail in the trash: it stays out
    expect(all.some((m) => m.isStarred && m.mailFolder === 'trash')).toBe(true);
    for (const label of labels) {
      const list = await mails(label);
      expect(list.length, label).toBeGreaterThan(0);
      expect(ids(list)).toEqual(
        ids(
          all.filter((m) => m.labels.includes(label) && !['trash', 'spam'].includes(m.mailFolder)),
        ),
      );
    }
  });

  it('answers 422 naming filter for an unknown filter', async () => {
    for (const filter of ['archive', 'INBOX', '']) {
      const res = await api.request('GET', `/api/apps/email/mails?filter=${filter}`, {
        token: user,
      });
      expect(res.status, filter).toBe(422);
      expect(res.body.field).toBe('filter');
    }
  });

  it('pages a view: limit mails from offset, newest first; meta.totals counts each view', async () => {
    const m = await meta();
    for (const filter of [...folders, 'starred', ...labels] as const) {
      const whole = await mails(filter);
      expect(m.totals[filter], filter).toBe(whole.length);
      expect(await mails(`${filter}&offset=1&limit=2`), filter).toEqual(whole.slice(1, 3));
    }
    expect(await mails('inbox&limit=3')).toEqual((await mails('inbox')).slice(0, 3));
    expect(await mails('inbox&offset=100000&limit=10')).toEqual([]);
    for (const [query, field] of [
      ['limit=0', 'limit'],
      ['limit=1001', 'limit'],
      ['limit=ten', 'limit'],
      ['limit=1.5', 'limit'],
      ['offset=-1&limit=5', 'offset'],
      ['offset=99999999999&limit=5', 'offset'],
    ]) {
      const res = await api.request('GET', `/api/apps/email/mails?filter=inbox&${query}`, {
        token: user,
      });
      expect(res.status, query).toBe(422);
      expect(res.body.field, query).toBe(field);
    }
  });

  it('meta: unread ids of inbox, spam and each label view, and every draft id', async () => {
    const m = await meta();
    expect(emailMetaSchema.parse(m)).toEqual(m);
    const unreadOf = async (filter: string) =>
      ids((await mails(filter)).filter((mail) => mail.unread));
    expect([...m.unreadMails.folder.inbox].sort((a, b) => a - b)).toEqual(await unreadOf('inbox'));
    expect([...m.unreadMails.folder.spam].sort((a, b) => a - b)).toEqual(await unreadOf('spam'));
    expect(m.unreadMails.folder.inbox.length).toBeGreaterThan(0);
    expect(m.unreadMails.folder.spam.length).toBeGreaterThan(0);
    for (const label of labels) {
      expect(
        [...m.unreadMails.label[label]].sort((a, b) => a - b),
        label,
      ).toEqual(await unreadOf(label));
    }
    expect([...m.draftMails].sort((a, b) => a - b)).toEqual(ids(await mails('draft')));
    expect(Object.keys(m.unreadMails.label).sort()).toEqual([...labels].sort());
  });

  it('moves mails between folders and answers their new state', async () => {
    const [first, second] = await mails('inbox');
    const res = await post('move-mails', {
      emailIds: [first.id, second.id, first.id],
      mailFolder: 'trash',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      ok: true,
      mails: [
        {
          id: first.id,
          mailFolder: 'trash',
          unread: first.unread,
          labels: first.labels,
          isStarred: first.isStarred,
        },
        {
          id: second.id,
          mailFolder: 'trash',
          unread: second.unread,
          labels: second.labels,
          isStarred: second.isStarred,
        },
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
    const res = await post('update-labels', {
      label: 'company',
      emailIds: [withCompany.id, withoutCompany.id],
    });
    expect(res.status).toBe(200);
    expect((await byId(withCompany.id)).labels).not.toContain('company');
    expect((await byId(withoutCompany.id)).labels).toContain('company');
    expect(res.body.mails.find((m: Email) => m.id === withoutCompany.id).labels).toContain(
      'company',
    );
    // and back again
    await post('update-labels', {
      label: 'company',
      emailIds: [withCompany.id, withoutCompany.id],
    });
    expect((await byId(withCompany.id)).labels.sort()).toEqual([...withCompany.labels].sort());
    expect((await byId(withoutCompany.id)).labels.sort()).toEqual(
      [...withoutCompany.labels].sort(),
    );
  });

  it('applies concurrent toggles one after the other (none is lost)', async () => {
    const [mail] = await mails('inbox');
    const results = await Promise.all(
      Array.from({ length: 9 }, () =>
        post('update-labels', { label: 'private', emailIds: [mail.id] }),
      ),
    );
    expect(results.every((res) => res.status === 200)).toBe(true);
    // nine toggles: the label ends the other way round
    expect((await byId(mail.id)).labels.includes('private')).toBe(!mail.labels.includes('private'));
    await post('update-labels', { label: 'private', emailIds: [mail.id] });
  });

  it('sets the labels of one mail, a repeated label once', async () => {
    const [mail] = await mails('sent');
    const res = await post('set-labels', {
      mailId: mail.id,
      labels: ['private', 'personal', 'private'],
    });
    expect(res.status).toBe(200);
    expect(res.body.mails).toEqual([
      expect.objectContaining({ id: mail.id, labels: ['private', 'personal'] }),
    ]);
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
    expect(res.body).toEqual({
      ok: true,
      mails: [expect.objectContaining({ id: mail.id, isStarred: true })],
    });
    expect(ids(await mails('starred'))).toContain(mail.id);
    await post('set-starred', { mailId: mail.id, value: false });
    expect(ids(await mails('starred'))).not.toContain(mail.id);
  });

  it('answers 404 naming the unknown ids, and changes nothing, when any id is unknown', async () => {
    const before = await everyMail();
    const [a, b] = await mails('inbox');
    const reply = before.flatMap((m) => m.replies).find((r) => r.mailFolder === '')!;
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
  it.each(badBodies)(
    '%s: a wrong body names the field (%j -> %s) and changes nothing',
    async (path, body, field) => {
      const before = await everyMail();
      const res = await post(path, body);
      expect(res.status).toBe(422);
      expect(res.body.field).toBe(field);
      expect(res.body.error).toContain(field);
      expect(await everyMail()).toEqual(before);
    },
  );

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
      expect(
        (await api.request(method, path, { body, token: 'forged.token.here' })).status,
        path,
      ).toBe(401);
      expect((await api.request(method, path, { body, token: visitor })).status, path).toBe(403);
      for (const token of tokens)
        expect((await api.request(method, path, { body, token })).status, path).toBe(200);
    }
  });
});

/**
 * A mailer the composing tests switch: an SMTP server (status 'smtp') that takes every mail, or
 * refuses it with `refusal`; `status` 'log' or 'off' is a server without a mail server.
 */
function switchableMailer() {
  const state = { refusal: undefined as string | undefined };
  const mails: Mail[] = [];
  const mailer: Mailer & { mails: Mail[]; state: typeof state } = {
    status: 'smtp',
    from: 'Siam Gateway <no-reply@siamgateway.example>',
    mails,
    state,
    async send(mail) {
      if (state.refusal) throw new Error(state.refusal);
      mails.push(structuredClone(mail));
      return 'sent';
    },
  };
  return mailer;
}

describe.each(storeKinds())('composing and sending mail (%s store)', (kind) => {
  let api: TestApi;
  let user: string;
  let editorName: string;
  const mailer = switchableMailer();
  const events: LiveEvent[] = [];
  beforeAll(async () => {
    api = await createTestApi(kind, { mailer });
    user = await api.tokenFor('editor');
    const editor = (await api.deps.stores.auth.findUserByEmail('editor@demo.com'))!;
    editorName = editor.displayName;
    // 'everyone' reaches every listener: the editor's is enough to see the events
    api.deps.live.subscribe(editor.id, (event) => events.push(event));
  });
  afterAll(() => api.close());
  beforeEach(() => {
    mailer.status = 'smtp';
    mailer.state.refusal = undefined;
  });

  const call = (method: string, path: string, body?: unknown) =>
    api.request(method, `/api/apps/email/${path}`, { token: user, body });
  const mails = async (filter: string): Promise<Email[]> =>
    (await call('GET', `mails?filter=${filter}`)).body;
  const meta = async (): Promise<EmailMeta> => (await call('GET', 'meta')).body;
  const findMail = async (id: number) =>
    (await Promise.all(['inbox', 'sent', 'draft', 'spam', 'trash'].map(mails)))
      .flat()
      .find((m) => m.id === id);
  const compose = (fields: Partial<CreateMailBody> = {}): CreateMailBody => ({
    to: ['client@example.com'],
    cc: [],
    bcc: [],
    subject: 'Quotation',
    message: '<p>Hello</p>',
    send: false,
    ...fields,
  });
  /** the reply of composing, checked against the contract */
  const composed = (res: { body: unknown }) => composeMailReply.parse(res.body);
  const eventsDuring = async (run: () => Promise<unknown>) => {
    const before = events.length;
    await run();
    return events.slice(before);
  };

  it('meta says whether mail leaves, and its From', async () => {
    expect((await meta()).outgoing).toEqual({ enabled: true, from: mailer.from });
    mailer.status = 'log';
    expect((await meta()).outgoing).toEqual({ enabled: false, from: mailer.from });
    expect(emailMetaSchema.parse(await meta())).toEqual(await meta());
  });

  it('saves a draft, changes it, and sends it: it leaves the drafts for sent', async () => {
    const created = await call('POST', 'mails', compose({ subject: 'Draft one' }));
    expect(created.status).toBe(201);
    const draft = composed(created);
    expect(draft).toMatchObject({
      sent: false,
      mail: { mailFolder: 'draft', subject: 'Draft one' },
    });
    expect(draft.code).toBeUndefined();
    expect(draft.mail).toMatchObject({
      sender: 'no-reply@siamgateway.example',
      sender_name: editorName,
      unread: false,
      replies: [],
    });
    expect(draft.mail.delivery).toBeUndefined();
    expect((await meta()).draftMails).toContain(draft.mail.id);
    expect(mailer.mails).toHaveLength(0);

    const id = draft.mail.id;
    const changed = await call(
      'PUT',
      `mails/${id}`,
      compose({ subject: 'Draft two', cc: ['boss@example.com'] }),
    );
    expect(changed.status).toBe(200);
    expect(composed(changed).mail).toMatchObject({
      id,
      mailFolder: 'draft',
      subject: 'Draft two',
      cc: ['boss@example.com'],
    });
    expect((await findMail(id))!.subject).toBe('Draft two');

    const sent = await call('PUT', `mails/${id}`, compose({ subject: 'Final', send: true }));
    expect(sent.status).toBe(200);
    const reply = composed(sent);
    expect(reply).toMatchObject({
      sent: true,
      mail: { id, mailFolder: 'sent', subject: 'Final', cc: [] },
    });
    expect(reply.mail.delivery).toEqual({ state: 'sent', at: expect.any(String) });
    expect(Date.parse(reply.mail.delivery!.at)).toBeLessThanOrEqual(api.deps.now().getTime());
    expect((await meta()).draftMails).not.toContain(id);
    expect((await mails('sent')).map((m) => m.id)).toContain(id);
    expect(mailer.mails.at(-1)).toMatchObject({ to: ['client@example.com'], subject: 'Final' });

    // a sent mail is no draft any more
    const again = await call('PUT', `mails/${id}`, compose());
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'notDraft', field: 'id' });
    const unknown = await call('PUT', 'mails/999999', compose());
    expect(unknown.status).toBe(404);
    expect(unknown.body.field).toBe('id');
  });

  it('sends a new mail to to, cc and bcc, with a text part made from a cleaned HTML part', async () => {
    const message =
      '<p>Dear <b>Ms Chen</b>,</p><p>Our rates: <a href="https://example.com/rates?a=1&amp;b=2">rates</a>' +
      '<img src=x onerror="alert(1)"></p><script>alert("x")</script><ul><li>Sea</li><li>Air &amp; road</li></ul>';
    const res = await call(
      'POST',
      'mails',
      compose({
        to: ['a@example.com', 'b@example.com'],
        cc: ['c@example.com'],
        bcc: ['d@example.com'],
        subject: 'Rates\r\nBcc: x@evil.example',
        message,
        send: true,
      }),
    );
    expect(res.status).toBe(201);
    const { mail, sent } = composed(res);
    expect(sent).toBe(true);
    expect(mail).toMatchObject({
      mailFolder: 'sent',
      message,
      to: ['a@example.com', 'b@example.com'],
    });
    const out = mailer.mails.at(-1)!;
    expect(out).toMatchObject({
      to: ['a@example.com', 'b@example.com'],
      cc: ['c@example.com'],
      bcc: ['d@example.com'],
    });
    expect(out.subject).toBe('Rates Bcc: x@evil.example');
    expect(out.html).not.toMatch(/<script|onerror|<img|alert\("x"\)/);
    expect(out.html).toContain('<p>Dear <b>Ms Chen</b>,</p>');
    expect(out.html).toContain('<a href="https://example.com/rates?a=1&amp;b=2">rates</a>');
    expect(out.text).toBe(
      'Dear Ms Chen,\n\nOur rates: rates (https://example.com/rates?a=1&b=2)\n\n- Sea\n- Air & road',
    );
  });

  it('keeps the mail as a draft when mail is off: sent false, code mailOff', async () => {
    mailer.status = 'log';
    const before = mailer.mails.length;
    const res = await call('POST', 'mails', compose({ subject: 'While off', send: true }));
    expect(res.status).toBe(201);
    expect(composed(res)).toMatchObject({
      sent: false,
      code: 'mailOff',
      mail: { mailFolder: 'draft' },
    });
    const id = res.body.mail.id;
    const update = await call('PUT', `mails/${id}`, compose({ subject: 'Still off', send: true }));
    expect(update.status).toBe(200);
    expect(composed(update)).toMatchObject({
      sent: false,
      code: 'mailOff',
      mail: { id, mailFolder: 'draft', subject: 'Still off' },
    });
    expect(mailer.mails.length).toBe(before);
    // once the mail server is there, the draft goes
    mailer.status = 'smtp';
    const sent = await call('PUT', `mails/${id}`, compose({ subject: 'Now', send: true }));
    expect(composed(sent)).toMatchObject({ sent: true, mail: { id, mailFolder: 'sent' } });
  });

  it('stores a refused mail in sent as failed with the reason; try again sends it', async () => {
    mailer.state.refusal = '550 mailbox unavailable';
    const res = await call('POST', 'mails', compose({ subject: 'Refused', send: true }));
    expect(res.status).toBe(201);
    const failed = composed(res);
    expect(failed).toMatchObject({ sent: false, code: 'mailFailed', mail: { mailFolder: 'sent' } });
    expect(failed.mail.delivery).toMatchObject({
      state: 'failed',
      error: '550 mailbox unavailable',
    });
    const id = failed.mail.id;
    expect((await findMail(id))!.delivery!.state).toBe('failed');

    const stillDown = await call('POST', `mails/${id}/send`);
    expect(stillDown.status).toBe(200);
    expect(composed(stillDown)).toMatchObject({ sent: false, code: 'mailFailed' });

    mailer.state.refusal = undefined;
    const retry = await call('POST', `mails/${id}/send`);
    expect(retry.status).toBe(200);
    expect(composed(retry)).toMatchObject({
      sent: true,
      mail: { id, mailFolder: 'sent', delivery: { state: 'sent' } },
    });
    expect(retry.body.mail.delivery.error).toBeUndefined();
    expect(mailer.mails.at(-1)!.subject).toBe('Refused');

    // only a failed mail is sent again
    const twice = await call('POST', `mails/${id}/send`);
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({ code: 'notFailed', field: 'id' });
    const inbox = (await mails('inbox'))[0];
    expect((await call('POST', `mails/${inbox.id}/send`)).status).toBe(409);
    expect((await call('POST', 'mails/999999/send')).status).toBe(404);
    expectImpossibleId(await call('POST', 'mails/abc/send'));
  });

  it('the sample mails the staff sent have their delivery; the failed one goes on try again', async () => {
    const sent = await mails('sent');
    expect(sent.every((m) => m.delivery)).toBe(true);
    const failed = sent.find((m) => m.delivery!.state === 'failed')!;
    expect(failed.delivery!.error).toBeTruthy();
    const retry = await call('POST', `mails/${failed.id}/send`);
    expect(composed(retry)).toMatchObject({
      sent: true,
      mail: { id: failed.id, delivery: { state: 'sent' } },
    });
    expect(mailer.mails.at(-1)).toMatchObject({ to: failed.to, subject: failed.subject });
  });

  it('answers a website enquiry: the visitor gets it, and the thread shows it', async () => {
    const visitor = `visitor.${kind}@example.org`;
    const contact = await api.request('POST', '/api/contact', {
      headers: { 'x-test-client-address': `compose-${kind}` },
      body: {
        name: 'Mali Visitor',
        email: visitor,
        service: 'sea-freight',
        message: 'A quote for sea freight please',
      },
    });
    expect(contact.status).toBe(201);
    const enquiry = (await mails('inbox')).find((m) => m.sender === visitor)!;
    expect(enquiry).toBeDefined();
    const res = await call(
      'POST',
      'mails',
      compose({
        to: [enquiry.sender],
        subject: `Re: ${enquiry.subject}`,
        inReplyTo: enquiry.id,
        send: true,
      }),
    );
    expect(composed(res)).toMatchObject({
      sent: true,
      mail: { inReplyTo: enquiry.id, mailFolder: 'sent' },
    });
    expect(mailer.mails.at(-1)!.to).toEqual([visitor]);
    const thread = (await findMail(enquiry.id))!.replies;
    expect(thread.at(-1)).toMatchObject({
      id: res.body.mail.id,
      mailFolder: 'sent',
      delivery: { state: 'sent' },
    });
    for (const list of await Promise.all(['inbox', 'sent'].map(mails))) {
      for (const mail of list) expect(emailSchema.parse(mail)).toEqual(mail);
    }
    // a forward names a mail that exists
    const forward = await call('POST', 'mails', compose({ subject: 'Fwd', forwardOf: enquiry.id }));
    expect(composed(forward).mail.forwardOf).toBe(enquiry.id);
    for (const field of ['inReplyTo', 'forwardOf']) {
      const unknown = await call('POST', 'mails', compose({ [field]: 999999 }));
      expect(unknown.status, field).toBe(404);
      expect(unknown.body.field).toBe(field);
    }
    // a draft answers or forwards another mail, not itself
    const draft = composed(await call('POST', 'mails', compose())).mail;
    for (const field of ['inReplyTo', 'forwardOf']) {
      const self = await call('PUT', `mails/${draft.id}`, compose({ [field]: draft.id }));
      expect(self.status, field).toBe(422);
      expect(self.body).toMatchObject({ field, code: 'invalidValue' });
    }
  });

  it('deletes for ever only mails in the trash, with their replies; unknown ids delete nothing', async () => {
    const inbox = await mails('inbox');
    const threaded = inbox.find((m) => m.replies.some((r) => r.mailFolder === ''))!;
    const other = inbox.find((m) => m.id !== threaded.id)!;
    const answer = composed(
      await call('POST', 'mails', compose({ inReplyTo: threaded.id, send: true })),
    ).mail;

    const notTrash = await call('POST', 'delete-mails', { emailIds: [threaded.id, other.id] });
    expect(notTrash.status).toBe(409);
    expect(notTrash.body).toMatchObject({
      code: 'notInTrash',
      field: 'emailIds',
      ids: [threaded.id, other.id],
    });

    await call('POST', 'move-mails', { emailIds: [threaded.id], mailFolder: 'trash' });
    const mixed = await call('POST', 'delete-mails', { emailIds: [threaded.id, other.id] });
    expect(mixed.status).toBe(409);
    expect(mixed.body.ids).toEqual([other.id]);
    const unknown = await call('POST', 'delete-mails', { emailIds: [threaded.id, 999999] });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ field: 'emailIds', ids: [999999] });
    expect(await findMail(threaded.id)).toBeDefined();

    const res = await call('POST', 'delete-mails', { emailIds: [threaded.id, threaded.id] });
    expect(res.status).toBe(200);
    expect(deleteMailsReply.parse(res.body)).toEqual({ ok: true, ids: [threaded.id] });
    expect(await findMail(threaded.id)).toBeUndefined();
    // its replies went with it; the answer stays in sent, answering nothing now
    const everyId = (await Promise.all(['inbox', 'sent', 'draft', 'spam', 'trash'].map(mails)))
      .flat()
      .flatMap((m) => [m.id, ...m.replies.map((r) => r.id)]);
    for (const reply of threaded.replies.filter((r) => r.mailFolder === ''))
      expect(everyId).not.toContain(reply.id);
    const kept = (await findMail(answer.id))!;
    expect(kept.mailFolder).toBe('sent');
    expect(kept.inReplyTo).toBeUndefined();
  });

  it('announces every change and new mail as email.changed', async () => {
    const changed = [{ type: 'email.changed' }];
    let id = 0;
    expect(
      await eventsDuring(async () => {
        id = (await call('POST', 'mails', compose())).body.mail.id;
      }),
    ).toEqual(changed);
    expect(await eventsDuring(() => call('PUT', `mails/${id}`, compose({ subject: 'x' })))).toEqual(
      changed,
    );
    expect(
      await eventsDuring(() => call('POST', 'move-mails', { emailIds: [id], mailFolder: 'trash' })),
    ).toEqual(changed);
    expect(
      await eventsDuring(() => call('POST', 'mark-unread', { emailIds: [id], unreadFlag: true })),
    ).toEqual(changed);
    expect(await eventsDuring(() => call('POST', 'delete-mails', { emailIds: [id] }))).toEqual(
      changed,
    );
    const enquiry = () =>
      api.request('POST', '/api/contact', {
        headers: { 'x-test-client-address': `events-${kind}` },
        body: {
          name: 'Event Visitor',
          email: 'event.visitor@example.org',
          service: 'air-freight',
          message: 'Hello, a quote for air freight please',
        },
      });
    expect(await eventsDuring(async () => expect((await enquiry()).status).toBe(201))).toEqual(
      changed,
    );
    // a refused change announces nothing
    expect(await eventsDuring(() => call('POST', 'delete-mails', { emailIds: [999999] }))).toEqual(
      [],
    );
  });

  const bodyCases: [string, string, unknown, string][] = [
    ['POST', 'mails', { ...compose(), to: undefined }, 'to'],
    ['POST', 'mails', { ...compose(), to: 'client@example.com' }, 'to'],
    ['POST', 'mails', compose({ to: ['not an address'] }), 'to.0'],
    ['POST', 'mails', compose({ to: [`${'x'.repeat(300)}@example.com`] }), 'to.0'],
    ['POST', 'mails', compose({ cc: Array(101).fill('a@example.com') }), 'cc'],
    ['POST', 'mails', compose({ bcc: [42 as unknown as string] }), 'bcc.0'],
    ['POST', 'mails', compose({ subject: 'x'.repeat(301) }), 'subject'],
    ['POST', 'mails', compose({ message: 'x'.repeat(100_001) }), 'message'],
    ['POST', 'mails', compose({ message: 'a\u0000b' }), 'message'],
    ['POST', 'mails', { ...compose(), send: 'yes' }, 'send'],
    ['POST', 'mails', { ...compose(), send: undefined }, 'send'],
    ['POST', 'mails', compose({ inReplyTo: -1 }), 'inReplyTo'],
    ['POST', 'mails', compose({ forwardOf: '7' as unknown as number }), 'forwardOf'],
    ['POST', 'mails', compose({ to: [], send: true }), 'to'],
    ['PUT', 'mails/1', { ...compose(), message: ['x'] }, 'message'],
    ['PUT', 'mails/1', compose({ to: [], cc: [], bcc: [], send: true }), 'to'],
    ['POST', 'delete-mails', {}, 'emailIds'],
    ['POST', 'delete-mails', { emailIds: [] }, 'emailIds'],
    ['POST', 'delete-mails', { emailIds: ['x'.repeat(200_000)] }, 'emailIds.0'],
    ['POST', 'delete-mails', { emailIds: Array(1001).fill(1) }, 'emailIds'],
  ];
  it.each(bodyCases)(
    '%s %s: a wrong body names the field (-> %#: %s)',
    async (method, path, body, field) => {
      const before = await mails('draft');
      const res = await call(method, path, body);
      expect(res.status).toBe(422);
      expect(res.body.field).toBe(field);
      expect(res.body.error).toContain(field);
      expect(await mails('draft')).toEqual(before);
    },
  );

  it('refuses an unknown field', async () => {
    const res = await call('POST', 'mails', { ...compose(), from: 'ceo@example.com' });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('unknownField');
  });

  it('answers 422 naming id for an impossible path id', async () => {
    for (const bad of impossibleIds)
      expectImpossibleId(await call('PUT', `mails/${bad}`, compose()));
  });

  it.each(malformedBodies)('answers 4xx to a malformed body: $name', async ({ options }) => {
    for (const [method, path] of [
      ['POST', 'mails'],
      ['PUT', 'mails/1'],
      ['POST', 'delete-mails'],
    ]) {
      const res = await api.request(method, `/api/apps/email/${path}`, { token: user, ...options });
      expect(res.status, path).toBeGreaterThanOrEqual(400);
      expect(res.status, path).toBeLessThan(500);
      expect(typeof res.body.error).toBe('string');
    }
  });

  it('needs a signed-in member of staff: 401 without a token, 403 for a customer', async () => {
    const visitor = await api.tokenFor('public');
    const calls: [string, string, unknown?][] = [
      ['POST', '/api/apps/email/mails', compose()],
      ['PUT', '/api/apps/email/mails/1', compose()],
      ['POST', '/api/apps/email/mails/1/send'],
      ['POST', '/api/apps/email/delete-mails', { emailIds: [1] }],
    ];
    const drafts = await mails('draft');
    for (const [method, path, body] of calls) {
      expect((await api.request(method, path, { body })).status, path).toBe(401);
      expect((await api.request(method, path, { body, token: visitor })).status, path).toBe(403);
    }
    expect(await mails('draft')).toEqual(drafts);
    expect((await call('POST', 'mails', compose())).status).toBe(201);
    expect(
      (
        await api.request('POST', '/api/apps/email/mails', {
          body: compose(),
          token: await api.tokenFor('admin'),
        })
      ).status,
    ).toBe(201);
  });
});

describe.each(storeKinds())('browser mode keeps sent mail in the page (%s store)', (kind) => {
  it('sends: the mail stays in the store, delivered', async () => {
    const api = await createTestApi(kind, { mode: 'browser' });
    try {
      const token = await api.tokenFor('editor');
      const meta = await api.request('GET', '/api/apps/email/meta', { token });
      expect(meta.body.outgoing).toEqual({
        enabled: true,
        from: `${operationsMailbox.name} <${operationsMailbox.email}>`,
      });
      const res = await api.request('POST', '/api/apps/email/mails', {
        token,
        body: {
          to: ['a@example.com'],
          cc: [],
          bcc: [],
          subject: 'Hi',
          message: '<p>Hi</p>',
          send: true,
        },
      });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        sent: true,
        mail: { mailFolder: 'sent', sender: operationsMailbox.email, delivery: { state: 'sent' } },
      });
      expect(api.mails.at(-1)!.to).toEqual(['a@example.com']);
    } finally {
      await api.close();
    }
  });
});
