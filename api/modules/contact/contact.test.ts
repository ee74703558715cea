import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactReply } from './contract';
import type { Email, EmailMeta } from '../email/contract';
import {
  createTestApi,
  malformedBodies,
  storeKinds,
  type RequestOptions,
  type TestApi,
} from '../../test/harness';

const enquiry = {
  name: 'Anong Charoenkul',
  email: 'anong@siamtextiles.example',
  phone: '+66 2 555 0142',
  company: 'Siam Textiles',
  service: 'sea-freight',
  message: 'We ship 3 x 40HC of cotton fabric to Antwerp each month. Please quote door to door.',
  website: '',
};

describe.each(storeKinds())('contact form (%s store)', (kind) => {
  let api: TestApi;
  let staff: string;
  let clock = new Date('2026-11-22T09:00:00Z');
  let visitor = 0;
  beforeAll(async () => {
    api = await createTestApi(kind, { now: () => clock });
    staff = await api.tokenFor('editor');
  });
  afterAll(() => api.close());

  /** each call from its own address, unless one is given: the rate limit counts per address */
  const send = (body: unknown, options: RequestOptions & { from?: string } = {}) =>
    api.request('POST', '/api/contact', {
      body,
      ...options,
      headers: {
        'x-test-client-address': options.from ?? `198.51.100.${++visitor}`,
        ...options.headers,
      },
    });
  const inbox = async (): Promise<Email[]> =>
    (await api.request('GET', '/api/apps/email/mails?filter=inbox', { token: staff })).body;
  const meta = async (): Promise<EmailMeta> =>
    (await api.request('GET', '/api/apps/email/meta', { token: staff })).body;

  it('stores a message without a token: 201 {ok, id}, and it arrives as a new unread mail in the staff inbox', async () => {
    const everyMail = (
      await Promise.all(
        ['inbox', 'sent', 'draft', 'spam', 'trash'].map(
          async (filter) =>
            (await api.request('GET', `/api/apps/email/mails?filter=${filter}`, { token: staff }))
              .body as Email[],
        ),
      )
    ).flat();
    const highest = Math.max(
      ...everyMail.flatMap((mail) => [mail.id, ...mail.replies.map((reply) => reply.id)]),
    );
    const res = await send(enquiry);
    expect(res.status).toBe(201);
    expect(contactReply.parse(res.body)).toEqual(res.body);
    expect(res.body).toEqual({ ok: true, id: 1 });

    const [mail] = await inbox();
    // a new mail id: the highest id ever given (replies included) + 1
    expect(mail.id).toBe(highest + 1);
    expect(mail).toMatchObject({
      sender: 'anong@siamtextiles.example',
      sender_name: 'Anong Charoenkul',
      subject: 'Website enquiry: Sea freight — Siam Textiles',
      mailFolder: 'inbox',
      unread: true,
      isStarred: false,
      labels: [],
      replies: [],
      time: clock.toISOString(),
    });
    expect(mail.message).toContain('Please quote door to door.');
    expect(mail.message).toContain('+66 2 555 0142');
    expect((await meta()).unreadMails.folder.inbox).toContain(mail.id);

    const [stored] = await api.deps.stores.contact.list();
    expect(stored).toMatchObject({
      id: 1,
      mailId: mail.id,
      name: 'Anong Charoenkul',
      service: 'sea-freight',
    });
  });

  it('any signed-in user of the email app sees the enquiry', async () => {
    const res = await api.request('GET', '/api/apps/email/mails?filter=inbox', {
      token: await api.tokenFor('editor'),
    });
    expect(res.body[0].subject).toMatch(/^Website enquiry: /);
  });

  it('escapes every field in the mail, and names the visitor when there is no company', async () => {
    const res = await send({
      name: '<script>alert("x")</script> Bob & Co',
      email: 'bob@example.com',
      service: 'customs',
      message: 'Line one <img src=x onerror=alert(1)>\nline two\n\nSecond "paragraph" \'quoted\'',
    });
    expect(res.status).toBe(201);
    const [mail] = await inbox();
    expect(mail.subject).toBe(
      'Website enquiry: Customs clearance — <script>alert("x")</script> Bob & Co',
    );
    expect(mail.sender_name).toBe('<script>alert("x")</script> Bob & Co');
    expect(mail.message).not.toMatch(/<script|<img/);
    expect(mail.message).toContain(
      '&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62; Bob &#38; Co',
    );
    expect(mail.message).toContain(
      '&#60;img src=x onerror=alert(1)&#62;<br>line two</p><p>Second &#34;paragraph&#34; &#39;quoted&#39;</p>',
    );
    expect(mail.message).toContain('<th>Phone</th><td>—</td>');
  });

  it('the honeypot: a filled website field answers like a sent message and stores nothing', async () => {
    const before = {
      inbox: await inbox(),
      stored: await api.deps.stores.contact.list(),
      meta: await meta(),
    };
    const res = await send({ ...enquiry, website: 'http://spam.example' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ ok: true, id: expect.any(Number) });
    expect(await inbox()).toEqual(before.inbox);
    expect(await meta()).toEqual(before.meta);
    expect(await api.deps.stores.contact.list()).toEqual(before.stored);
    // a real message after it gets a new id, never the one the bot was shown
    const next = await send(enquiry);
    expect(next.body.id).toBeGreaterThan(res.body.id);
  });

  it('allows 5 messages a minute from one address, then answers 429 with a clear message', async () => {
    const from = '203.0.113.7';
    for (let i = 0; i < 5; i++) expect((await send(enquiry, { from })).status).toBe(201);
    const count = (await inbox()).length;
    const refused = await send(enquiry, { from });
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatch(
      /^Too many messages: at most 5 a minute from one address\. Please try again in \d+ seconds\.$/,
    );
    expect(refused.body.retryAfterSeconds).toBeGreaterThan(0);
    expect(refused.headers.get('retry-after')).toBe(String(refused.body.retryAfterSeconds));
    expect((await inbox()).length).toBe(count);
    // bad bodies and the honeypot count too; other addresses are not affected
    expect((await send({ ...enquiry, website: 'x' }, { from })).status).toBe(429);
    expect((await send({}, { from })).status).toBe(429);
    expect((await send(enquiry, { from: '203.0.113.8' })).status).toBe(201);
    // a minute later the address may send again
    clock = new Date(clock.getTime() + 61_000);
    expect((await send(enquiry, { from })).status).toBe(201);
  });

  it.each([
    ['name', { name: undefined }, /please enter your name|expected string/],
    ['name', { name: '   ' }, /please enter your name/],
    ['name', { name: 'x'.repeat(121) }, /at most 120/],
    ['name', { name: 7 }, /string/],
    ['email', { email: 'not-an-email' }, /valid email/],
    ['email', { email: undefined }, /string/],
    ['email', { email: `${'x'.repeat(250)}@example.com` }, /at most 254/],
    ['phone', { phone: 'call me maybe' }, /phone number/],
    ['phone', { phone: '12-34' }, /phone number/],
    ['phone', { phone: '1'.repeat(31) }, /at most 30/],
    ['company', { company: 'x'.repeat(201) }, /at most 200/],
    ['company', { company: ['Acme'] }, /string/],
    ['service', { service: 'teleportation' }, /must be one of sea-freight, air-freight/],
    ['service', { service: undefined }, /must be one of/],
    ['message', { message: 'Hi there' }, /at least 10 characters/],
    ['message', { message: ' '.repeat(50) }, /at least 10 characters/],
    ['message', { message: 'x'.repeat(5_001) }, /at most 5000/],
    ['message', { message: 'x'.repeat(500_000) }, /at most 5000/],
    ['website', { website: 42 }, /string/],
    ['body', { referrer: 'google' }, /referrer/],
  ])('names the wrong field %s (case %#)', async (field, change, message) => {
    const stored = (await api.deps.stores.contact.list()).length;
    const res = await send({ ...enquiry, ...change });
    expect(res.status).toBe(422);
    expect(res.body.field).toBe(field);
    expect(res.body.error).toMatch(new RegExp(`^${field}: `));
    expect(res.body.error).toMatch(message);
    expect((await api.deps.stores.contact.list()).length).toBe(stored);
  });

  it('takes phone and company as optional, and trims every field', async () => {
    const res = await send({
      name: '  Ploy  ',
      email: ' ploy@example.com ',
      service: 'project-cargo',
      message: '  A 40 t generator to Yangon, please.  ',
    });
    expect(res.status).toBe(201);
    const [mail] = await inbox();
    expect(mail).toMatchObject({
      sender: 'ploy@example.com',
      sender_name: 'Ploy',
      subject: 'Website enquiry: Project cargo — Ploy',
    });
    const stored = (await api.deps.stores.contact.list()).at(-1);
    expect(stored).toMatchObject({
      name: 'Ploy',
      phone: '',
      company: '',
      message: 'A 40 t generator to Yangon, please.',
    });
  });

  it.each(malformedBodies)('answers 4xx to a malformed body: $name', async ({ options }) => {
    const res = await api.request('POST', '/api/contact', {
      ...options,
      headers: { 'x-test-client-address': `192.0.2.${++visitor}` },
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(typeof res.body.error).toBe('string');
  });
});
