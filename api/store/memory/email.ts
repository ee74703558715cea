import type { Email, EmailTag, MailState } from '../../contract/email';
import type { EmailStore } from '../../modules/email/store';
import { emailTagSeed } from '../../seed/email';
import { idCounter } from './ids';

const stateOf = ({ id, mailFolder, unread, labels, isStarred }: Email): MailState => ({
  id,
  mailFolder,
  unread,
  labels: [...labels],
  isStarred,
});

export function memoryEmailStore(rows: Email[], tags: EmailTag[] = emailTagSeed()): EmailStore {
  const mails = new Map(rows.map((row) => [row.id, structuredClone(row)]));
  // replies take ids from the same counter: every id is unique
  const nextId = idCounter(rows.flatMap((row) => [row, ...row.replies]));
  return {
    async list() {
      return [...mails.values()].map((row) => structuredClone(row));
    },
    async listTags() {
      return structuredClone(tags);
    },
    async insert(mail) {
      const id = nextId();
      mails.set(id, { ...structuredClone(mail), id, replies: [] });
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
  };
}
