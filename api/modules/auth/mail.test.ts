/**
 * Outgoing mail: the contents (escaped HTML), and the server's SMTP mailer against a real SMTP
 * server on loopback (smtp-server), through the API: forgot-password, invitations, a server that
 * is down.
 */
import { createServer, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The server's configuration and SMTP mailer are what this test drives (api/ never imports
// server/ otherwise).
// eslint-disable-next-line no-restricted-imports
import { loadConfig } from '../../../server/config';
// eslint-disable-next-line no-restricted-imports
import { serverMailer } from '../../../server/mailer';
import type { Mailer } from '../../platform/mail';
import { createTestApi, storeKinds, type TestApi } from '../../test/harness';
import { startLoopbackSmtp, type LoopbackSmtp } from '../../test/smtp-server';
import { invitationMail, MAIL_BRAND, passwordResetMail } from './mails';
import { passwordLinks } from './service';

/** A clock the test moves by hand. */
function fakeClock(start = Date.parse('2026-03-02T08:00:00Z')) {
  let t = start;
  return { now: () => new Date(t), advance: (seconds: number) => (t += seconds * 1000) };
}

let emailCounter = 0;
const freshEmail = (tag = 'mail') => `${tag}.${++emailCounter}.${crypto.randomUUID()}@example.com`;

describe('mail contents', () => {
  it('escapes every value put into HTML, and keeps the text as written', () => {
    const mail = passwordResetMail({
      to: 'x@example.com',
      name: '<script>alert("x")</script>',
      link: 'http://localhost/pages/reset-password?token=abc&x="y"',
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(mail.html).toContain(
      'href="http://localhost/pages/reset-password?token=abc&amp;x=&quot;y&quot;"',
    );
    expect(mail.text).toContain('Hello <script>alert("x")</script>,');
    expect(mail.text).toContain('http://localhost/pages/reset-password?token=abc&x="y"');
    expect(mail.subject).toBe(`Reset your ${MAIL_BRAND} password`);
    expect(mail.to).toBe('x@example.com');

    const invite = invitationMail({
      to: 'y@example.com',
      name: "O'Brien & <b>Sons</b>",
      inviter: '<img src=x onerror=alert(1)>\r\nBcc: victim@example.com',
      link: 'http://localhost/pages/reset-password?token=t',
    });
    expect(invite.html).not.toMatch(/<img|<b>/);
    expect(invite.html).toContain('O&#39;Brien &amp; &lt;b&gt;Sons&lt;/b&gt;');
    expect(invite.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    // a line break in a name cannot add a header
    expect(invite.subject).not.toMatch(/[\r\n]/);
    expect(invite.subject).toContain(MAIL_BRAND);
    expect(invite.text).toContain('http://localhost/pages/reset-password?token=t');
  });
});

/** The header fields (unfolded, names in lower case) and the body of a MIME entity. */
function splitEntity(entity: string) {
  const end = entity.indexOf('\r\n\r\n');
  const head = entity.slice(0, end).replace(/\r\n[ \t]+/g, ' ');
  const headers = new Map<string, string>();
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: entity.slice(end + 4) };
}

function decodeBody(body: string, encoding = '7bit') {
  if (/base64/i.test(encoding)) return Buffer.from(body, 'base64').toString('utf8');
  if (/quoted-printable/i.test(encoding)) {
    const bytes = body
      .replace(/=\r\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

/** The headers and the text and HTML parts of a multipart/alternative message. */
function parseMessage(raw: string) {
  const { headers, body } = splitEntity(raw);
  const boundary = /boundary="?([^";]+)"?/.exec(headers.get('content-type') ?? '')?.[1];
  const parts: Record<string, string> = {};
  if (boundary) {
    for (const chunk of body.split(`--${boundary}`).slice(1)) {
      if (chunk.startsWith('--')) break;
      const part = splitEntity(chunk.replace(/^\r\n/, ''));
      const type = (part.headers.get('content-type') ?? '').split(';')[0].trim();
      parts[type] = decodeBody(part.body, part.headers.get('content-transfer-encoding'));
    }
  }
  return { headers, text: parts['text/plain'], html: parts['text/html'] };
}

/** Waits until `find` finds something (the mail goes out after the reply). */
async function eventually<T>(find: () => T | undefined, timeoutMs = 10_000): Promise<T> {
  for (let waited = 0; ; waited += 20) {
    const found = find();
    if (found !== undefined) return found;
    if (waited > timeoutMs) throw new Error('nothing arrived in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A port on loopback that nothing listens on (a mail server that is down). */
async function closedPort() {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

let smtp: LoopbackSmtp;
let smtpPort: number;

beforeAll(async () => {
  smtp = await startLoopbackSmtp();
  smtpPort = smtp.port;
});
afterAll(() => smtp.close());

const SENDER = 'no-reply@siamgateway.example';

/** The Node server's mailer, configured as the server is: from the environment. */
function mailerFor(port: number, log: (line: string) => void): Mailer {
  const config = loadConfig({
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    MAIL_FROM: `${MAIL_BRAND} <${SENDER}>`,
  });
  return serverMailer(config, log);
}

const messageTo = (email: string) => () => smtp.received.find((m) => m.to.includes(email));
const tokenOf = (text: string) =>
  /http:\/\/localhost\/pages\/reset-password\?token=([\w-]{43})/.exec(text)?.[1];

describe.each(storeKinds())('mail through a real SMTP server (%s store)', (kind) => {
  let api: TestApi;
  const logs: string[] = [];
  beforeAll(async () => {
    api = await createTestApi(kind, {
      log: (line) => logs.push(line),
      mailer: mailerFor(smtpPort, (line) => logs.push(line)),
    });
    api.deps.auth.rateLimitPerMinute = 10_000;
  });
  afterAll(() => api.close());

  async function newAccount(password = 'first-password') {
    const email = freshEmail();
    const res = await api.request('POST', '/api/auth/register', {
      body: { displayName: 'Mail Reader', email, password },
    });
    expect(res.status).toBe(200);
    return email;
  }
  const login = (email: string, password: string) =>
    api.request('POST', '/api/auth/login', { body: { email, password } });

  it('forgot-password mails a reset link (never in the reply) that sets a new password', async () => {
    const email = await newAccount();
    const res = await api.request('POST', '/api/auth/forgot-password', {
      body: { email: email.toUpperCase() },
    });
    expect(res.status).toBe(200);
    // a real mail server: no resetUrl, even in development
    expect(res.body).toEqual({
      message: 'If an account exists for this email, a reset link has been sent.',
    });
    expect(logs.join('\n')).not.toMatch(/reset-password\?token=/);

    const message = await eventually(messageTo(email));
    expect(message.to).toEqual([email]);
    expect(message.from).toBe(SENDER);
    const { headers, text, html } = parseMessage(message.raw);
    expect(headers.get('to')).toBe(email);
    expect(headers.get('from')).toContain(SENDER);
    expect(headers.get('subject')).toBe(`Reset your ${MAIL_BRAND} password`);
    expect(headers.get('content-type')).toMatch(/^multipart\/alternative/);
    expect(text).toContain('Hello Mail Reader,');
    expect(html).toContain('<p>Hello Mail Reader,</p>');
    const token = tokenOf(text)!;
    expect(token).toBeDefined();
    expect(html).toContain(`href="http://localhost/pages/reset-password?token=${token}"`);

    const reset = await api.request('POST', '/api/auth/reset-password', {
      body: { token, password: 'second-password' },
    });
    expect(reset.status).toBe(200);
    expect((await login(email, 'second-password')).body.userData.email).toBe(email);
    expect((await login(email, 'first-password')).body.code).toBe('loginInvalid');
  });

  it('sends nothing for an email without an account, with the same reply', async () => {
    const email = freshEmail('nobody');
    const res = await api.request('POST', '/api/auth/forgot-password', { body: { email } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      message: 'If an account exists for this email, a reset link has been sent.',
    });
    // a mail to a known account sent after it arrives, this one never
    const known = await newAccount();
    await api.request('POST', '/api/auth/forgot-password', { body: { email: known } });
    await eventually(messageTo(known));
    expect(messageTo(email)()).toBeUndefined();
  });

  it('sends an invitation whose link sets the first password', async () => {
    const email = await newAccount();
    const user = (await api.deps.stores.auth.findUserByEmail(email))!;
    const outcome = await passwordLinks(api.deps).sendInvitation(
      user.id,
      'http://localhost',
      'Ada <Admin>',
    );
    expect(outcome).toBe('sent');
    const { headers, text, html } = parseMessage((await eventually(messageTo(email))).raw);
    expect(headers.get('subject')).toBe(`Ada <Admin> invited you to ${MAIL_BRAND}`);
    expect(html).toContain('Ada &lt;Admin&gt; created a');
    const token = tokenOf(text)!;
    const reset = await api.request('POST', '/api/auth/reset-password', {
      body: { token, password: 'invited-password' },
    });
    expect(reset.status).toBe(200);
    expect((await login(email, 'invited-password')).body.userData.email).toBe(email);
  });

  it('answers 404 for an invitation of an unknown user', async () => {
    await expect(
      passwordLinks(api.deps).sendInvitation(999_999, 'http://localhost', 'Ada'),
    ).rejects.toMatchObject({ status: 404 });
  });
});

describe.each(storeKinds())('a mail server that is down (%s store)', (kind) => {
  let api: TestApi;
  let mailer: Mailer;
  const logs: string[] = [];
  beforeAll(async () => {
    mailer = mailerFor(await closedPort(), (line) => logs.push(line));
    api = await createTestApi(kind, { log: (line) => logs.push(line), mailer });
  });
  afterAll(() => api.close());

  it('makes send throw, an invitation answer failed, and forgot-password answer as ever', async () => {
    await expect(
      mailer.send({ to: 'a@example.com', subject: 's', text: 't', html: '<p>t</p>' }),
    ).rejects.toThrow();

    const email = freshEmail('down');
    await api.request('POST', '/api/auth/register', {
      body: { displayName: 'Down', email, password: 'first-password' },
    });
    const user = (await api.deps.stores.auth.findUserByEmail(email))!;
    expect(await passwordLinks(api.deps).sendInvitation(user.id, 'http://localhost', 'Ada')).toBe(
      'failed',
    );
    expect(logs.some((l) => l.includes(`invitation mail to user ${user.id} was not sent`))).toBe(
      true,
    );

    const res = await api.request('POST', '/api/auth/forgot-password', { body: { email } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      message: 'If an account exists for this email, a reset link has been sent.',
    });
    // the failure is logged, never told to the caller
    await eventually(() =>
      logs.find((l) => l.includes(`password reset mail to user ${user.id} was not sent`)),
    );
  });
});

describe.each(storeKinds())('password-setting links (%s store)', (kind) => {
  const clock = fakeClock();
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi(kind, { now: clock.now });
  });
  afterAll(() => api.close());

  const use = (link: string, password: string) =>
    api.request('POST', '/api/auth/reset-password', {
      body: { token: new URL(link).searchParams.get('token'), password },
    });

  it('an invitation lives 7 days, a reset 30 minutes; each works once', async () => {
    const links = passwordLinks(api.deps);
    // a sample person: an account with no password yet, as an invited one is
    const id = 270;
    const invite = await links.createPasswordSetLink(id, 'http://localhost', 'invite');
    const lateInvite = await links.createPasswordSetLink(id, 'http://localhost', 'invite');
    const reset = await links.createPasswordSetLink(id, 'http://localhost', 'reset');
    expect(invite).toMatch(/^http:\/\/localhost\/pages\/reset-password\?token=[\w-]{43}$/);
    clock.advance(31 * 60);
    expect((await use(reset, 'new-password-1')).status).toBe(400);
    clock.advance(6 * 24 * 3600);
    expect((await use(invite, 'new-password-2')).status).toBe(200);
    expect((await use(invite, 'new-password-3')).status).toBe(400);
    clock.advance(24 * 3600);
    expect((await use(lateInvite, 'new-password-4')).status).toBe(400);
    await expect(
      links.createPasswordSetLink(999_999, 'http://localhost', 'invite'),
    ).rejects.toMatchObject({ status: 404 });
  });

  it('in development without a mail server, forgot-password shows the link and the mail is recorded', async () => {
    const res = await api.request('POST', '/api/auth/forgot-password', {
      body: { email: 'editor@demo.com' },
    });
    expect(res.body.resetUrl).toMatch(/^http:\/\/localhost\/pages\/reset-password\?token=/);
    const mail = api.mails.at(-1)!;
    expect(mail.to).toBe('editor@demo.com');
    expect(mail.text).toContain(res.body.resetUrl);
  });

  it('puts links on the mailer linkOrigin, whatever the request says', async () => {
    const other = await createTestApi(kind, {
      now: clock.now,
      mailer: { ...api.deps.mailer, linkOrigin: 'https://app.example.com' },
    });
    try {
      const res = await other.request('POST', '/api/auth/forgot-password', {
        body: { email: 'editor@demo.com' },
        headers: { host: 'evil.example' },
      });
      expect(res.body.resetUrl).toMatch(/^https:\/\/app\.example\.com\/pages\/reset-password\?/);
    } finally {
      await other.close();
    }
  });
});
