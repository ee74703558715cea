import { insertRow } from '../../platform/sql/patch-row.server';
import { containsPattern } from '../../platform/sql/contains-pattern';
import { and, asc, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Email, MailFolder, MailState, Reply } from './contract';
import type { EmailStore } from './store';
import { emailSeed, emailTagSeed } from './seed';
import type { SqlConnection, SqlDb } from '../../platform/sql/connection.server';
import { emailMails, emailTags } from './sql-tables.server';
import { seedTable } from '../../platform/sql/seed.server';

type MailRow = typeof emailMails.$inferSelect;
type MailInsert = typeof emailMails.$inferInsert;

const toRow = (
  mail: Omit<Email, 'id' | 'replies'> | Omit<Reply, 'replies'>,
  parentId: number | null = null,
) =>
  ({
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
    ...composedColumns(mail),
  }) satisfies MailInsert;

/** The columns of what composing sets beyond the mail's own fields: null for what is absent. */
const composedColumns = (mail: Pick<Email, 'delivery' | 'inReplyTo' | 'forwardOf'>) => ({
  deliveryState: mail.delivery?.state ?? null,
  deliveryError: mail.delivery?.error ?? null,
  deliveryAt: mail.delivery ? new Date(mail.delivery.at) : null,
  inReplyTo: mail.inReplyTo ?? null,
  forwardOf: mail.forwardOf ?? null,
});

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
  ...(row.deliveryState && row.deliveryAt
    ? {
        delivery: {
          state: row.deliveryState,
          ...(row.deliveryError === null ? {} : { error: row.deliveryError }),
          at: row.deliveryAt.toISOString(),
        },
      }
    : {}),
  ...(row.inReplyTo === null ? {} : { inReplyTo: row.inReplyTo }),
  ...(row.forwardOf === null ? {} : { forwardOf: row.forwardOf }),
});

export async function seedEmail(conn: SqlConnection, now: Date) {
  const { db } = conn;
  await seedTable(conn, 'email_mails', () =>
    db
      .insert(emailMails)
      .values(
        emailSeed(now).flatMap((mail) => [
          { ...toRow(mail), id: mail.id },
          ...mail.replies.map((reply) => ({ ...toRow(reply, mail.id), id: reply.id })),
        ]),
      ),
  );
  await seedTable(
    conn,
    'email_tags',
    () =>
      db.insert(emailTags).values(emailTagSeed().map((tag, position) => ({ ...tag, position }))),
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

/** Ids in slices a statement's parameters hold comfortably (a 5,000-mail folder is one). */
const ID_SLICE = 5_000;
const slices = (ids: readonly number[]) =>
  Array.from({ length: Math.ceil(ids.length / ID_SLICE) }, (_, i) =>
    ids.slice(i * ID_SLICE, (i + 1) * ID_SLICE),
  );

const oldestFirst = (a: Reply, b: Reply) => a.time.localeCompare(b.time) || a.id - b.id;

/** The given mails of folders with their threads (received replies and sent answers). */
async function readMails(db: SqlDb, ids: readonly number[]): Promise<Email[]> {
  const mails: Email[] = [];
  for (const slice of slices([...new Set(ids)])) {
    const [rows, threadRows] = await Promise.all([
      db
        .select()
        .from(emailMails)
        .where(and(inArray(emailMails.id, slice), isNull(emailMails.parentId))),
      db
        .select()
        .from(emailMails)
        .where(
          or(
            inArray(emailMails.parentId, slice),
            and(inArray(emailMails.inReplyTo, slice), eq(emailMails.mailFolder, 'sent')),
          ),
        ),
    ]);
    const threads = new Map<number, Reply[]>();
    for (const row of threadRows) {
      const of = row.parentId ?? row.inReplyTo!;
      const thread = threads.get(of) ?? [];
      thread.push({
        ...fromRow(row),
        mailFolder: row.parentId === null ? 'sent' : '',
        replies: [],
      });
      threads.set(of, thread);
    }
    for (const row of rows) {
      mails.push({
        ...fromRow(row),
        mailFolder: row.mailFolder as MailFolder,
        replies: (threads.get(row.id) ?? []).sort(oldestFirst),
      });
    }
  }
  return mails;
}

export function sqlEmailStore(db: SqlDb): EmailStore {
  return {
    async states() {
      const rows = await db
        .select({ ...stateColumns, time: emailMails.time })
        .from(emailMails)
        .where(isNull(emailMails.parentId));
      return rows.map((row) => ({
        ...row,
        mailFolder: row.mailFolder as MailFolder,
        time: row.time.toISOString(),
      }));
    },
    read(ids) {
      return readMails(db, ids);
    },
    async search(q) {
      const pattern = containsPattern(q);
      // the message's text as mailSearchText makes it (api/modules/email/store.ts): tags out
      const messageText = sql`regexp_replace(${emailMails.message}, '<[^>]*>', ' ', 'g')`;
      const rows = await db
        .select({ id: emailMails.id })
        .from(emailMails)
        .where(
          and(
            isNull(emailMails.parentId),
            or(
              ilike(emailMails.sender, pattern),
              ilike(emailMails.senderName, pattern),
              ilike(emailMails.subject, pattern),
              sql`${messageText} ILIKE ${pattern}`,
            ),
          ),
        );
      return rows.map((row) => row.id);
    },
    async listTags() {
      const rows = await db.select().from(emailTags).orderBy(asc(emailTags.position));
      return rows.map(({ text, value, color }) => ({ text, value, color }));
    },
    insert: (mail) => insertRow(db, emailMails, toRow(mail)),
    modify(ids, change) {
      return db.transaction(async (tx) => {
        const { found, missing } = await lockStates(tx, ids);
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
    replace(id, change) {
      return db.transaction(async (tx) => {
        if ((await lockStates(tx, [id])).missing.length) return undefined;
        const [current] = await readMails(tx, [id]);
        const contents = change(current);
        if (!contents) return { mail: current, changed: false };
        await tx
          .update(emailMails)
          .set({
            to: contents.to,
            cc: contents.cc,
            bcc: contents.bcc,
            subject: contents.subject,
            message: contents.message,
            mailFolder: contents.mailFolder,
            time: new Date(contents.time),
            sender: contents.sender,
            senderName: contents.sender_name,
            img: contents.img,
            ...composedColumns(contents),
          })
          .where(eq(emailMails.id, id));
        const [mail] = await readMails(tx, [id]);
        return { mail, changed: true };
      });
    },
    remove(ids, allowed) {
      return db.transaction(async (tx) => {
        const { found, missing } = await lockStates(tx, ids);
        if (missing.length) return { missing, refused: [] };
        const refused = ids.filter((id) => !allowed(found.get(id)!));
        if (refused.length) return { missing: [], refused };
        // replies go with their mail (ON DELETE CASCADE); answers and forwards lose the link
        for (const slice of slices(ids))
          await tx.delete(emailMails).where(inArray(emailMails.id, slice));
        return { missing: [], refused: [] };
      });
    },
  };
}

/**
 * Reads and locks the state of the given mails of folders (replies are not among them): the
 * states found by id, and the ids not found.
 */
async function lockStates(tx: SqlDb, ids: readonly number[]) {
  const rows = (await tx
    .select(stateColumns)
    .from(emailMails)
    .where(and(inArray(emailMails.id, [...ids]), isNull(emailMails.parentId)))
    .orderBy(asc(emailMails.id))
    .for('update')) as MailState[];
  const found = new Map(rows.map((row) => [row.id, row]));
  return { found, missing: ids.filter((id) => !found.has(id)) };
}
