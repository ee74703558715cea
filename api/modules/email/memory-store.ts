import type { ComposedMail, Email, EmailTag, MailState, Reply } from './contract';
import { mailSearchText, type EmailStore } from './store';
import { emailTagSeed } from './seed';
import { idCounter } from '../../platform/memory/ids';

const stateOf = ({ id, mailFolder, unread, labels, isStarred }: Email): MailState => ({
  id,
  mailFolder,
  unread,
  labels: [...labels],
  isStarred,
});

/** The contents a composed mail sets, and nothing else of what `change` answered. */
const composedOf = (mail: ComposedMail): ComposedMail => ({
  to: mail.to,
  cc: mail.cc,
  bcc: mail.bcc,
  subject: mail.subject,
  message: mail.message,
  inReplyTo: mail.inReplyTo,
  forwardOf: mail.forwardOf,
  mailFolder: mail.mailFolder,
  delivery: mail.delivery,
  time: mail.time,
  sender: mail.sender,
  sender_name: mail.sender_name,
  img: mail.img,
});

/** An optional field that is absent, not present as undefined (as JSON would have it). */
function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

const oldestFirst = (a: Reply, b: Reply) => a.time.localeCompare(b.time) || a.id - b.id;

export function memoryEmailStore(rows: Email[], tags: EmailTag[] = emailTagSeed()): EmailStore {
  const mails = new Map(rows.map((row) => [row.id, structuredClone(row)]));
  // replies take ids from the same counter: every id is unique
  const nextId = idCounter(rows.flatMap((row) => [row, ...row.replies]));

  /** the sent mails that answer each mail, by the id of the mail they answer */
  const answersByMail = () => {
    const answers = new Map<number, Reply[]>();
    for (const mail of mails.values()) {
      if (mail.inReplyTo === undefined || mail.mailFolder !== 'sent') continue;
      const list = answers.get(mail.inReplyTo) ?? [];
      list.push({ ...structuredClone(mail), mailFolder: 'sent', replies: [] });
      answers.set(mail.inReplyTo, list);
    }
    return answers;
  };
  /** the mail with its thread: received replies and the sent mails that answer it */
  const withThread = (mail: Email, answers = answersByMail()): Email => ({
    ...structuredClone(mail),
    replies: [...structuredClone(mail.replies), ...(answers.get(mail.id) ?? [])].sort(oldestFirst),
  });

  return {
    async states() {
      return [...mails.values()].map((mail) => ({ ...stateOf(mail), time: mail.time }));
    },
    async read(ids) {
      const answers = answersByMail();
      return [...new Set(ids)].flatMap((id) => {
        const mail = mails.get(id);
        return mail ? [withThread(mail, answers)] : [];
      });
    },
    async search(q) {
      const needle = q.toLowerCase();
      return [...mails.values()]
        .filter((mail) =>
          [mail.sender, mail.sender_name, mail.subject, mailSearchText(mail.message)].some(
            (field) => field.toLowerCase().includes(needle),
          ),
        )
        .map((mail) => mail.id);
    },
    async listTags() {
      return structuredClone(tags);
    },
    async insert(mail) {
      const id = nextId();
      mails.set(id, withoutUndefined({ ...structuredClone(mail), id, replies: [] }));
      return id;
    },
    async modify(ids, change) {
      const missing = ids.filter((id) => !mails.has(id));
      if (missing.length) return { missing, mails: [] };
      const changed = ids.map((id) => {
        const mail = mails.get(id)!;
        Object.assign(mail, structuredClone(change(stateOf(mail))));
        return stateOf(mail);
      });
      return { missing: [], mails: changed };
    },
    async replace(id, change) {
      const mail = mails.get(id);
      if (!mail) return undefined;
      const contents = change(withThread(mail));
      if (!contents) return { mail: withThread(mail), changed: false };
      // the rest (labels, star, read state, attachments, replies) stays
      mails.set(id, withoutUndefined({ ...mail, ...structuredClone(composedOf(contents)) }));
      return { mail: withThread(mails.get(id)!), changed: true };
    },
    async remove(ids, allowed) {
      const missing = ids.filter((id) => !mails.has(id));
      if (missing.length) return { missing, refused: [] };
      const refused = ids.filter((id) => !allowed(stateOf(mails.get(id)!)));
      if (refused.length) return { missing: [], refused };
      for (const id of ids) mails.delete(id);
      const gone = new Set(ids);
      for (const mail of mails.values()) {
        if (mail.inReplyTo !== undefined && gone.has(mail.inReplyTo)) delete mail.inReplyTo;
        if (mail.forwardOf !== undefined && gone.has(mail.forwardOf)) delete mail.forwardOf;
      }
      return { missing: [], refused: [] };
    },
  };
}
