import nodemailer from 'nodemailer';
import { logMailer, offMailer, type Mailer } from '../api/platform/mail';
import type { ServerConfig } from './config';

export type MailConfig = Pick<
  ServerConfig,
  'smtpUrl' | 'mailFrom' | 'mailLinkOrigin' | 'production'
>;

/** The mail server's address for the log: never its user or password. */
export function smtpServerName(smtpUrl: string) {
  const url = new URL(smtpUrl);
  return `${url.protocol}//${url.host}`;
}

/**
 * Sends through the SMTP server of `smtpUrl` (smtp:// with STARTTLS when the server offers it,
 * smtps:// for TLS from the start). A refusal or an unreachable server rejects `send`.
 */
export function smtpMailer(options: {
  smtpUrl: string;
  from: string;
  linkOrigin?: string;
}): Mailer {
  const transport = nodemailer.createTransport(
    {
      url: options.smtpUrl,
      // an invitation waits for the mail server: not the library's minutes
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    },
    { from: options.from },
  );
  return {
    status: 'smtp',
    linkOrigin: options.linkOrigin,
    from: options.from,
    async send({ to, cc, bcc, subject, text, html, headers }) {
      const list = (addresses?: string | readonly string[]) =>
        addresses === undefined ? undefined : [addresses].flat();
      await transport.sendMail({
        to: list(to),
        cc: list(cc),
        bcc: list(bcc),
        subject,
        text,
        html,
        headers,
      });
      return 'sent';
    },
  };
}

/**
 * The Node server's mailer (README: Mail): SMTP when SMTP_URL is set; without it, in development
 * every mail is written to the log (links included), in production mail is off. Says which at
 * start.
 */
export function serverMailer(config: MailConfig, log: (line: string) => void): Mailer {
  if (config.smtpUrl) {
    // config.ts refuses SMTP_URL without a sender
    const from = config.mailFrom!;
    log(`mail: sending through ${smtpServerName(config.smtpUrl)} as ${from}`);
    if (config.production && !config.mailLinkOrigin) {
      log(
        'mail: MAIL_LINK_ORIGIN is not set: links in mails take the Host of the request; ' +
          'set it, or make sure the reverse proxy sends only your own host name',
      );
    }
    return smtpMailer({
      smtpUrl: config.smtpUrl,
      from,
      linkOrigin: config.mailLinkOrigin,
    });
  }
  if (config.production) {
    log('production: mail is off (no SMTP_URL): reset and invitation links are not sent');
    return offMailer;
  }
  log('development: no SMTP_URL: mails are written to this log');
  return { ...logMailer(log), linkOrigin: config.mailLinkOrigin };
}
