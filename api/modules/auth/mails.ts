import { escapeHtml, type Mail } from '../../platform/mail';

/**
 * The company's name in mails. The API does not import app/, so this is a copy of `brand.name`
 * of app/brand.ts: change both together.
 */
export const MAIL_BRAND = 'Siam Gateway';

interface MailParts {
  subject: string;
  /** paragraphs, the link not among them */
  before: string[];
  action: string;
  after: string[];
  link: string;
}

/** The plain text and the HTML part of one message: paragraphs, a button-like link, paragraphs. */
function compose(to: string, { before, action, after, link, ...parts }: MailParts): Mail {
  // a name with a line break must not start a header of its own
  const subject = parts.subject.replace(/[\r\n]+/g, ' ');
  const text = [...before, `${action}: ${link}`, ...after, `-- ${MAIL_BRAND}`].join('\n\n');
  const paragraph = (line: string) => `<p>${escapeHtml(line)}</p>`;
  const href = escapeHtml(link);
  const html = [
    '<!doctype html>',
    `<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family: Arial, Helvetica, sans-serif; line-height: 1.5; color: #222;">',
    ...before.map(paragraph),
    `<p><a href="${href}" style="display: inline-block; padding: 10px 18px; background: #1c7ed6; color: #fff; text-decoration: none; border-radius: 4px;">${escapeHtml(action)}</a></p>`,
    `<p style="font-size: 13px; color: #555;">If the button does not work, copy this address into your browser:<br>${href}</p>`,
    ...after.map(paragraph),
    `<p>&mdash; ${escapeHtml(MAIL_BRAND)}</p>`,
    '</body></html>',
  ].join('\n');
  return { to, subject, text, html };
}

/** The mail of POST /api/auth/forgot-password: a link that sets a new password. */
export function passwordResetMail({
  to,
  name,
  link,
}: {
  to: string;
  name: string;
  link: string;
}): Mail {
  return compose(to, {
    subject: `Reset your ${MAIL_BRAND} password`,
    before: [
      `Hello ${name},`,
      `Someone asked to reset the password of your ${MAIL_BRAND} account. If it was you, choose a new password with this link. It works once and for a limited time.`,
    ],
    action: 'Choose a new password',
    link,
    after: ['If you did not ask for this, ignore this mail: your password stays as it is.'],
  });
}

/** The mail that invites a new person: a link to choose the first password of the account. */
export function invitationMail({
  to,
  name,
  link,
  inviter,
}: {
  to: string;
  name: string;
  link: string;
  inviter: string;
}): Mail {
  return compose(to, {
    subject: `${inviter} invited you to ${MAIL_BRAND}`,
    before: [
      `Hello ${name},`,
      `${inviter} created a ${MAIL_BRAND} account for you. Choose your password with this link to sign in. It works once and for a limited time.`,
    ],
    action: 'Choose your password',
    link,
    after: [
      'If you did not expect this invitation, ignore this mail: nothing happens without your password.',
    ],
  });
}
