import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Email, MailFolder, MailState, Reply } from '../../contract/email';
import type { EmailStore } from '../../modules/email/store';
import { emailSeed, emailTagSeed } from '../../seed/email';
import type { SqlConnection, SqlDb } from './connection';
import { emailMails, emailTags } from './schema/email';
import { seedTable } from './seed';

type MailRow = typeof emailMails.$inferSelect;
type MailInsert = typeof emailMails.$inferInsert;

const toRow = (mail: Omit<Email, 'id' | 'replies'> | Omit<Reply, 'replies'>, parentId: number | null = null) => ({
  parentId,
  sender: mail.sender,
  senderName: mail.sender_name,
  to: mail.to,
  cc: mail.cc,
  bcc: mail.bcc,
  img: mail.img,
  subject: mail.subject,
  message: mail.message,
  attachments: mail.attachments,
  isStarred: mail.isStarred,
  labels: mail.labels,
  time: new Date(mail.time),
  mailFolder: mail.mailFolder,
  unread: mail.unread,
}) satisfies MailInsert;

const fromRow = (row: MailRow) => ({
  id: row.id,
  sender: row.sender,
  sender_name: row.senderName,
  to: row.to,
  cc: row.cc,
  bcc: row.bcc,
  img: row.img,
  subject: row.subject,
  message: row.message,
  attachments: row.attachments,
  isStarred: row.isStarred,
  labels: row.labels,
  time: row.time.toISOString(),
  unread: row.unread,
});

export async function seedEmail(conn: SqlConnection, now: Date) {
  const { db } = conn;
  await seedTable(conn, 'email_mails', () =>
    db.insert(emailMails).values(
      emailSeed(now).flatMap((mail) => [
        { ...toRow(mail), id: mail.id },
        ...mail.replies.map((reply) => ({ ...toRow(reply, mail.id), id: reply.id })),
      ]),
    ),
  );
  await seedTable(
    conn,
    'email_tags',
    () => db.insert(emailTags).values(emailTagSeed().map((tag, position) => ({ ...tag, position }))),
    { identity: false },
  );
}

const stateColumns = {
  id: emailMails.id,
  mailFolder: emailMails.mailFolder,
  unread: emailMails.unread,
  labels: emailMails.labels,
  isStarred: emailMails.isStarred,
};

export function sqlEmailStore(db: SqlDb): EmailStore {
  return {
    async list() {
      const rows = await db.select().from(emailMails).orderBy(asc(emailMails.time), asc(emailMails.id));
      const replies = new Map<number, Reply[]>();
      for (const row of rows) {
        if (row.parentId === null) continue;
        const thread = replies.get(row.parentId) ?? [];
        thread.push({ ...fromRow(row), mailFolder: '', replies: [] });
        replies.set(row.parentId, thread);
      }
      return rows
        .filter((row) => row.parentId === null)
        .map((row) => ({
          ...fromRow(row),
          mailFolder: row.mailFolder as MailFolder,
          replies: replies.get(row.id) ?? [],
        }));
    },
    async listTags() {
      const rows = await db.select().from(emailTags).orderBy(asc(emailTags.position));
      return rows.map(({ text, value, color }) => ({ text, value, color }));
    },
    async insert(mail) {
      const [row] = await db.insert(emailMails).values(toRow(mail)).returning({ id: emailMails.id });
      return row.id;
    },
    modify(ids, change) {
      return db.transaction(async (tx) => {
        const rows = (await tx
          .select(stateColumns)
          .from(emailMails)
          .where(and(inArray(emailMails.id, [...ids]), isNull(emailMails.parentId)))
          .orderBy(asc(emailMails.id))
          .for('update')) as MailState[];
        const found = new Map(rows.map((row) => [row.id, row]));
        const missing = ids.filter((id) => !found.has(id));
        if (missing.length) return { missing, mails: [] };
        const mails: MailState[] = [];
        for (const id of ids) {
          const patch = change(found.get(id)!);
          const [updated] = (await tx
            .update(emailMails)
            .set(patch)
            .where(eq(emailMails.id, id))
            .returning(stateColumns)) as MailState[];
          mails.push(updated);
        }
        return { missing: [], mails };
      });
    },
  };
}
