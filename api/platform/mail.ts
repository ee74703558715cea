import type { Context } from 'hono';
import type { MailOutcome } from '../contract/common';

/** One outgoing mail: a plain text part and an HTML part of the same content. */
export interface Mail {
  /** one address (the account mails), or several (the staff's mail) */
  to: string | readonly string[];
  cc?: readonly string[];
  bcc?: readonly string[];
  subject: string;
  text: string;
  html: string;
  /**
   * Headers of the mail's own beyond the usual ones: `List-Unsubscribe` and
   * `List-Unsubscribe-Post` of a status mail (RFC 8058). Names are checked by composeMail.
   */
  headers?: Record<string, string>;
}

/** What composeMail writes: paragraphs, a button-like link, paragraphs, a signature. */
export interface MailParts {
  to: string;
  /** the mail's language, for `<html lang>` (an IETF tag: en, th, zh-CN, de, fr, pt) */
  lang: string;
  subject: string;
  /** paragraphs, the link not among them */
  before: readonly string[];
  action: string;
  link: string;
  /** "If the button does not work, copy this address into your browser:" in the mail's language */
  copyHint: string;
  after: readonly string[];
  /** the last line: "-- Siam Gateway" */
  signature: string;
  headers?: Record<string, string>;
}

/** The plain text and the HTML part of one message, every value escaped in the HTML. */
export function composeMail({
  to,
  lang,
  before,
  action,
  link,
  copyHint,
  after,
  signature,
  headers,
  ...parts
}: MailParts): Mail {
  // a name with a line break must not start a header of its own
  const subject = parts.subject.replace(/[\r\n]+/g, ' ');
  for (const [name, value] of Object.entries(headers ?? {})) {
    if (!/^[A-Za-z][A-Za-z0-9-]*$/.test(name) || /[\r\n]/.test(value)) {
      throw new Error(`composeMail: the header ${JSON.stringify(name)} is not one line`);
    }
  }
  const text = [...before, `${action}: ${link}`, ...after, `-- ${signature}`].join('\n\n');
  const paragraph = (line: string) => `<p>${escapeHtml(line)}</p>`;
  const href = escapeHtml(link);
  const html = [
    '<!doctype html>',
    `<html lang="${escapeHtml(lang)}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family: Arial, Helvetica, sans-serif; line-height: 1.5; color: #222;">',
    ...before.map(paragraph),
    `<p><a href="${href}" style="display: inline-block; padding: 10px 18px; background: #1c7ed6; color: #fff; text-decoration: none; border-radius: 4px;">${escapeHtml(action)}</a></p>`,
    `<p style="font-size: 13px; color: #555;">${escapeHtml(copyHint)}<br>${href}</p>`,
    ...after.map(paragraph),
    `<p>&mdash; ${escapeHtml(signature)}</p>`,
    '</body></html>',
  ].join('\n');
  return { to, subject, text, html, ...(headers ? { headers } : {}) };
}

/**
 * What a mailer did with a mail it accepted. A refused or unreachable mail server is an error
 * thrown by `send`, which the caller turns into the contract's 'failed' (mailOutcomeSchema).
 */
export type MailDelivery = Exclude<MailOutcome, 'failed'>;

/**
 * Outgoing mail, runtime-neutral (ApiDeps.mailer). The Node server gives an SMTP mailer
 * (server/mailer.ts), or without a mail server one that logs (development) or drops (production)
 * the mail; browser mode keeps them in memory; the tests record them.
 */
export interface Mailer {
  /** smtp: the mail really goes out; log: written to the log; off: dropped */
  status: 'smtp' | 'log' | 'off';
  /**
   * The origin links in mails point to (MAIL_LINK_ORIGIN), so that a request's Host header never
   * decides where a reset link leads; without it, the origin of the request.
   */
  linkOrigin?: string;
  /** the From of every mail it sends (MAIL_FROM), when it has one; the mailer sets it, not a mail */
  from?: string;
  send(mail: Mail): Promise<MailDelivery>;
}

/**
 * Where a mail's links point: the mailer's configured origin (MAIL_LINK_ORIGIN), else the origin
 * of the request that caused the mail.
 */
export function linkOriginOf(mailer: Pick<Mailer, 'linkOrigin'>, c: Context): string {
  return mailer.linkOrigin ?? new URL(c.req.url).origin;
}

/** Text made safe to put into HTML, as element content or a quoted attribute value. */
export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** A mail as log lines: recipients and subject, then the text part (its links included). */
export function mailLogLines(mail: Mail): string[] {
  const list = (label: string, addresses: string | readonly string[] = []) =>
    addresses.length ? ` ${label} ${[addresses].flat().join(', ')}` : '';
  return [
    `mail${list('to', mail.to)}${list('cc', mail.cc)}${list('bcc', mail.bcc)}: ${mail.subject}`,
    ...mail.text.split('\n').map((line) => `  | ${line}`),
  ];
}

/** Writes each mail to the log and answers 'logged' (development without a mail server). */
export function logMailer(log: (line: string) => void): Mailer {
  return {
    status: 'log',
    async send(mail) {
      for (const line of mailLogLines(mail)) log(line);
      return 'logged';
    },
  };
}

/** Keeps every mail in `mails` (and logs it when given a log), answering 'logged'. */
export function memoryMailer(log?: (line: string) => void): Mailer & { mails: Mail[] } {
  const mails: Mail[] = [];
  return {
    status: 'log',
    mails,
    async send(mail) {
      mails.push(structuredClone(mail));
      if (log) for (const line of mailLogLines(mail)) log(line);
      return 'logged';
    },
  };
}

/** Drops every mail and answers 'off' (production without a mail server). */
export const offMailer: Mailer = {
  status: 'off',
  async send() {
    return 'off';
  },
};
