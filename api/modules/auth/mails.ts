import { composeMail, type Mail, type MailParts } from '../../platform/mail';

/**
 * The company's name in mails. The API does not import app/, so this is a copy of `brand.name`
 * of app/brand.ts: change both together.
 */
export const MAIL_BRAND = 'Siam Gateway';

type AuthMailParts = Pick<MailParts, 'subject' | 'before' | 'action' | 'after' | 'link'>;

/** An account mail, in English: paragraphs, a button-like link, paragraphs. */
function compose(to: string, parts: AuthMailParts): Mail {
  return composeMail({
    to,
    lang: 'en',
    ...parts,
    copyHint: 'If the button does not work, copy this address into your browser:',
    signature: MAIL_BRAND,
  });
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
