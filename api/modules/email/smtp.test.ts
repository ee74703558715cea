/**
 * Staff mail through the server's SMTP mailer against a real SMTP server on loopback
 * (smtp-server): recipients, From, the HTML and the text part, a refusal and try again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The server's configuration and SMTP mailer are what this test drives (api/ never imports
// server/ otherwise).
// eslint-disable-next-line no-restricted-imports
import { loadConfig } from '../../../server/config';
// eslint-disable-next-line no-restricted-imports
import { serverMailer } from '../../../server/mailer';
import { createTestApi, storeKinds, type TestApi } from '../../test/harness';
import { startLoopbackSmtp, type LoopbackSmtp } from '../../test/smtp-server';

const MAIL_FROM = 'Siam Gateway <no-reply@siamgateway.example>';

let smtp: LoopbackSmtp;
/** recipients the server refuses (550), to test a refused mail */
const refused = new Set<string>();

beforeAll(async () => {
  smtp = await startLoopbackSmtp({ refused });
});
afterAll(() => smtp.close());

/** A header of the message (folded lines joined), or undefined. */
function headerOf(raw: string, name: string) {
  const head = raw.slice(0, raw.indexOf('\r\n\r\n')).replace(/\r\n[ \t]+/g, ' ');
  return new RegExp(`^${name}: (.*)$`, 'im').exec(head)?.[1];
}

/** The content of the part of that type, quoted-printable or base64 decoded. */
function partOf(raw: string, type: string) {
  const start = raw.search(new RegExp(`Content-Type: ${type}`, 'i'));
  const part = raw.slice(start);
  const body = part.slice(part.indexOf('\r\n\r\n') + 4, part.search(/\r\n--/));
  const encoding = /Content-Transfer-Encoding: (\S+)/i.exec(part)?.[1] ?? '7bit';
  if (/base64/i.test(encoding)) return Buffer.from(body, 'base64').toString('utf8');
  if (!/quoted-printable/i.test(encoding)) return body.replace(/\r\n/g, '\n');
  const bytes = body
    .replace(/=\r\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8').replace(/\r\n/g, '\n');
}

describe.each(storeKinds())('staff mail through a real SMTP server (%s store)', (kind) => {
  let api: TestApi;
  let token: string;
  beforeAll(async () => {
    const config = loadConfig({ SMTP_URL: smtp.url, MAIL_FROM });
    api = await createTestApi(kind, { mailer: serverMailer(config, () => {}) });
    token = await api.tokenFor('editor');
  });
  afterAll(() => api.close());

  const send = (body: Record<string, unknown>) =>
    api.request('POST', '/api/apps/email/mails', {
      token,
      body: { cc: [], bcc: [], message: '<p>Hello</p>', send: true, ...body },
    });

  it('sends to to, cc and bcc from MAIL_FROM, with an HTML and a text part', async () => {
    const meta = await api.request('GET', '/api/apps/email/meta', { token });
    expect(meta.body.outgoing).toEqual({ enabled: true, from: MAIL_FROM });
    const ship = `ship.${kind}@example.com`;
    const subject = `Booking – ไทย`;
    const res = await send({
      to: [ship, 'port@example.com'],
      cc: ['agent@example.com'],
      bcc: ['audit@example.com'],
      subject,
      message:
        '<p onclick="steal()">Dear team,</p><p>Details <a href="javascript:alert(1)">here</a> and ' +
        '<a href="https://example.com/b?x=1&amp;y=2">there</a>.</p><style>p{}</style><script>steal()</script>',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      sent: true,
      mail: {
        mailFolder: 'sent',
        sender: 'no-reply@siamgateway.example',
        delivery: { state: 'sent' },
      },
    });

    const message = smtp.received.find((m) => m.to.includes(ship))!;
    expect(message).toBeDefined();
    expect(message.from).toBe('no-reply@siamgateway.example');
    expect([...message.to].sort()).toEqual([
      'agent@example.com',
      'audit@example.com',
      'port@example.com',
      ship,
    ]);
    expect(headerOf(message.raw, 'From')).toBe(MAIL_FROM);
    expect(headerOf(message.raw, 'To')).toBe(`${ship}, port@example.com`);
    expect(headerOf(message.raw, 'Cc')).toBe('agent@example.com');
    // bcc: in the envelope, never in the headers
    expect(headerOf(message.raw, 'Bcc')).toBeUndefined();
    expect(message.raw).not.toContain('audit@example.com');
    expect(headerOf(message.raw, 'Content-Type')).toMatch(/^multipart\/alternative/);
    const text = partOf(message.raw, 'text/plain');
    const html = partOf(message.raw, 'text/html');
    expect(text.trim()).toBe(
      'Dear team,\n\nDetails here and there (https://example.com/b?x=1&y=2).',
    );
    expect(html).toContain(
      '<p>Dear team,</p><p>Details <a>here</a> and <a href="https://example.com/b?x=1&amp;y=2">there</a>.</p>',
    );
    expect(html).not.toMatch(/onclick|javascript:|<script|<style|steal/);
  });

  it('keeps a refused mail in sent as failed with the reason; try again sends it', async () => {
    const to = `refused.${kind}@example.com`;
    refused.add(to);
    const res = await send({ to: [to], subject: 'Refused once' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      sent: false,
      code: 'mailFailed',
      mail: { mailFolder: 'sent', delivery: { state: 'failed' } },
    });
    expect(res.body.mail.delivery.error).toMatch(/mailbox unavailable/);

    refused.delete(to);
    const retry = await api.request('POST', `/api/apps/email/mails/${res.body.mail.id}/send`, {
      token,
    });
    expect(retry.status).toBe(200);
    expect(retry.body).toMatchObject({ sent: true, mail: { delivery: { state: 'sent' } } });
    expect(smtp.received.some((m) => m.to.includes(to))).toBe(true);
  });
});
