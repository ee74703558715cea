import type { TFunction } from 'i18next';
import type { Email } from '../../../api/modules/email/contract';
import { mailFullTime } from './mail-time';
import { sanitizeMail } from './sanitize-mail';

/** What the compose panel opens with: a new mail, an answer, a forward, or a saved draft. */
export interface ComposeStart {
  kind: 'new' | 'reply' | 'reply-all' | 'forward' | 'draft';
  draftId?: number;
  to: string[];
  cc: string[];
  bcc: string[];
  subject: string;
  message: string;
  inReplyTo?: number;
  forwardOf?: number;
}

export const newMail = (): ComposeStart => ({
  kind: 'new',
  to: [],
  cc: [],
  bcc: [],
  subject: '',
  message: '',
});

/** The address inside "Name <address>", or the text itself. */
export function addressOf(from: string): string {
  return (/<([^>]+)>/.exec(from)?.[1] ?? from).trim().toLowerCase();
}

/** "Re: subject" and "Fwd: subject", once. */
function prefixed(prefix: string, subject: string) {
  const re = new RegExp(`^${prefix}:\\s`, 'i');
  return re.test(subject) ? subject : `${prefix}: ${subject}`;
}

const unique = (list: string[], without: Set<string>) => {
  const seen = new Set(without);
  return list.filter((a) => {
    const key = a.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
};

/**
 * Reply (to the sender; to the recipients of a mail of our own), reply all (the sender and everyone of To and Cc but the staff's own
 * mailbox) and forward (no recipient; the mail below a header). The quoted mail is sanitized first
 * (sanitize-mail.ts) and its remote images stay held back.
 */
export function composeFrom(
  kind: 'reply' | 'reply-all' | 'forward',
  mail: Email,
  ownAddress: string,
  t: TFunction,
  language: string,
): ComposeStart {
  const quoted = sanitizeMail(mail.message).html;
  const when = mailFullTime(mail.time, language);
  if (kind === 'forward') {
    const header = [
      t('compose.forwarded'),
      t('compose.quote-from', { name: mail.sender_name, address: mail.sender }),
      t('compose.quote-date', { time: when }),
      t('compose.quote-subject', { subject: mail.subject }),
      t('compose.quote-to', { list: mail.to.join(', ') }),
    ]
      .map((line) => `<p>${escapeHtml(line)}</p>`)
      .join('');
    return {
      kind,
      to: [],
      cc: [],
      bcc: [],
      subject: prefixed('Fwd', mail.subject),
      message: `<p><br></p>${header}<blockquote>${quoted}</blockquote>`,
      forwardOf: mail.id,
    };
  }
  const own = new Set([addressOf(ownAddress)]);
  // an answer to a mail of our own (in Sent) goes to its recipients again
  const ours = own.has(mail.sender.toLowerCase());
  const first = ours ? mail.to : [mail.sender];
  const to = unique(kind === 'reply-all' ? [...first, ...mail.to] : first, own);
  const cc =
    kind === 'reply-all'
      ? unique(mail.cc, new Set([...own, ...to.map((a) => a.toLowerCase())]))
      : [];
  const intro = t('compose.quote-intro', { time: when, name: mail.sender_name || mail.sender });
  return {
    kind,
    to,
    cc,
    bcc: [],
    subject: prefixed('Re', mail.subject),
    message: `<p><br></p><p>${escapeHtml(intro)}</p><blockquote>${quoted}</blockquote>`,
    inReplyTo: mail.id,
  };
}

/** A saved draft, opened again. */
export const draftStart = (mail: Email): ComposeStart => ({
  kind: 'draft',
  draftId: mail.id,
  to: mail.to,
  cc: mail.cc,
  bcc: mail.bcc,
  subject: mail.subject,
  message: sanitizeMail(mail.message).html,
  inReplyTo: mail.inReplyTo,
  forwardOf: mail.forwardOf,
});

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}
