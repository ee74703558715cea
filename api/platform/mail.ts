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
