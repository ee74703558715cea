import {
  mailLabelSchema,
  type Email,
  type EmailMeta,
  type MailFilter,
  type MailFolder,
  type MailLabel,
  type MailPatch,
  type MailState,
  type NewEmail,
} from '../../contract/email';
import { notFound } from '../../platform/errors';
import type { EmailStore } from './store';

/** Trash and spam stay out of the starred and label views, as in the mail clients people know. */
const outOfViews: readonly MailFolder[] = ['trash', 'spam'];

/**
 * Which mails a filter shows: a folder shows its mails; starred the starred mails, and a label the
 * mails with that label, of every folder but trash and spam.
 */
export function mailMatches(mail: Pick<Email, 'mailFolder' | 'isStarred' | 'labels'>, filter: MailFilter) {
  switch (filter) {
    case 'inbox':
    case 'sent':
    case 'draft':
    case 'spam':
    case 'trash':
      return mail.mailFolder === filter;
    case 'starred':
      return mail.isStarred && !outOfViews.includes(mail.mailFolder);
    default:
      return mail.labels.includes(filter) && !outOfViews.includes(mail.mailFolder);
  }
}

const newestFirst = (a: Email, b: Email) => b.time.localeCompare(a.time) || b.id - a.id;

export function emailService(store: EmailStore) {
  /** Applies a change to every given mail, or to none: 404 naming the unknown ids. */
  async function change(field: string, ids: readonly number[], patch: (mail: MailState) => MailPatch) {
    const unique = [...new Set(ids)];
    const { missing, mails } = await store.modify(unique, patch);
    if (missing.length) {
      const list = missing.join(', ');
      throw notFound(`${field}: no mail with id ${list}`, { field, ids: missing });
    }
    return { ok: true as const, mails };
  }

  return {
    async list(filter: MailFilter) {
      return (await store.list()).filter((mail) => mailMatches(mail, filter)).sort(newestFirst);
    },
    tags() {
      return store.listTags();
    },
    async meta(): Promise<EmailMeta> {
      const mails = (await store.list()).sort(newestFirst);
      const unread = mails.filter((mail) => mail.unread);
      const ids = (list: Email[]) => list.map((mail) => mail.id);
      const label = Object.fromEntries(
        mailLabelSchema.options.map((value) => [value, ids(unread.filter((m) => mailMatches(m, value)))]),
      ) as Record<MailLabel, number[]>;
      return {
        unreadMails: {
          folder: {
            inbox: ids(unread.filter((m) => m.mailFolder === 'inbox')),
            spam: ids(unread.filter((m) => m.mailFolder === 'spam')),
          },
          label,
        },
        draftMails: ids(mails.filter((m) => m.mailFolder === 'draft')),
        outgoing: { enabled: false, from: '' },
      };
    },
    /** a new mail, e.g. a message from the website's contact form */
    receive(mail: NewEmail) {
      return store.insert(mail);
    },
    move(emailIds: number[], mailFolder: MailFolder) {
      return change('emailIds', emailIds, () => ({ mailFolder }));
    },
    /** toggles the label on each given mail: added where it is missing, removed where it is set */
    toggleLabel(label: MailLabel, emailIds: number[]) {
      return change('emailIds', emailIds, (mail) => ({
        labels: mail.labels.includes(label) ? mail.labels.filter((l) => l !== label) : [...mail.labels, label],
      }));
    },
    setLabels(mailId: number, labels: MailLabel[]) {
      return change('mailId', [mailId], () => ({ labels }));
    },
    markUnread(emailIds: number[], unread: boolean) {
      return change('emailIds', emailIds, () => ({ unread }));
    },
    setStarred(mailId: number, isStarred: boolean) {
      return change('mailId', [mailId], () => ({ isStarred }));
    },
  };
}
export type EmailService = ReturnType<typeof emailService>;
