import { z } from 'zod';
import { id, imageUrlSchema, requiredText, shortText, text } from './common';

/**
 * Email app (docs/product.md sections 3, 4 and 7). Every path needs a signed-in member of staff
 * (rule editor: editor or admin; docs/architecture.md decision 1, docs/decisions/0035).
 *
 * - GET  /api/apps/email/mails?filter=<mailFilter> -> Email[], newest first (no filter = inbox).
 *   inbox, sent, draft, spam, trash: the mails in that folder.
 *   starred: starred mails of every folder but trash and spam.
 *   a label (personal, company, important, private): mails with that label, but not in trash or spam.
 * - GET  /api/apps/email/tags -> EmailTag[]
 * - GET  /api/apps/email/meta -> EmailMeta: unread ids of the inbox and spam folders and of each
 *   label (counted the way the label filter shows them), and the ids of every draft.
 * - POST /api/apps/email/move-mails    {emailIds, mailFolder}
 * - POST /api/apps/email/update-labels {label, emailIds}   toggles the label on each given mail
 * - POST /api/apps/email/set-labels    {mailId, labels}    replaces the mail's labels
 * - POST /api/apps/email/mark-unread   {emailIds, unreadFlag}
 * - POST /api/apps/email/set-starred   {mailId, value}
 * Each change answers 200 {ok: true, mails: MailState[]}: the changed mails' new state. A repeated
 * id counts once. When any id is unknown (or names a reply), the answer is 404 naming the ids and
 * no mail changes.
 *
 * Messages are HTML as received, up to 100 000 characters. The server does not clean them; the app
 * sanitizes a message before showing it (docs/architecture.md decision 7).
 */
export const mailFolderSchema = z.enum(['inbox', 'sent', 'draft', 'spam', 'trash']);
export type MailFolder = z.infer<typeof mailFolderSchema>;

export const mailLabelSchema = z.enum(['personal', 'company', 'important', 'private']);
export type MailLabel = z.infer<typeof mailLabelSchema>;

export const mailFilterSchema = z.enum([
  ...mailFolderSchema.options,
  'starred',
  ...mailLabelSchema.options,
]);
export type MailFilter = z.infer<typeof mailFilterSchema>;

export const emailTagSchema = z.object({
  text: requiredText(60),
  value: mailLabelSchema,
  color: requiredText(30),
});
export type EmailTag = z.infer<typeof emailTagSchema>;

const address = z.email().max(254);
const addressList = z.array(address).max(100);
/** the labels of one mail: known labels, each at most once (a repeated label is dropped) */
const labelList = z
  .array(mailLabelSchema)
  .max(20)
  .transform((labels) => [...new Set(labels)]);

/** the fields every mail has, a reply too */
export const mailFieldsSchema = z.object({
  id,
  sender: address,
  sender_name: shortText(120),
  to: addressList,
  cc: addressList,
  bcc: addressList,
  /** the sender's picture, a path under public/; empty: none */
  img: imageUrlSchema,
  subject: shortText(300),
  /** HTML, as received: sanitize before showing */
  message: text().max(100_000),
  /** file names */
  attachments: z.array(shortText(255)).max(50),
  isStarred: z.boolean(),
  labels: z.array(mailLabelSchema),
  /** ISO 8601 */
  time: z.iso.datetime({ offset: true }),
  unread: z.boolean(),
});

/** A reply: a mail of the thread, in no folder ('' per docs/product.md section 4). */
export const replySchema = mailFieldsSchema.extend({
  mailFolder: z.literal(''),
  replies: z.array(z.never()).max(0),
});
export type Reply = z.infer<typeof replySchema>;

export const emailSchema = mailFieldsSchema.extend({
  mailFolder: mailFolderSchema,
  /** the thread's replies, oldest first */
  replies: z.array(replySchema),
});
export type Email = z.infer<typeof emailSchema>;

/** A mail to store (the contact form, the seed): every field but the id; no replies. */
export type NewEmail = Omit<Email, 'id' | 'replies'>;

/** What a change may set on a mail. */
export type MailPatch = Partial<Pick<Email, 'mailFolder' | 'unread' | 'labels' | 'isStarred'>>;

/** The state of a mail after a change: what the change endpoints answer with. */
export const mailStateSchema = emailSchema.pick({
  id: true,
  mailFolder: true,
  unread: true,
  labels: true,
  isStarred: true,
});
export type MailState = z.infer<typeof mailStateSchema>;

export const mailChangeReply = z.object({ ok: z.literal(true), mails: z.array(mailStateSchema) });
export type MailChangeReply = z.infer<typeof mailChangeReply>;

export const emailMetaSchema = z.object({
  unreadMails: z.object({
    folder: z.object({ inbox: z.array(id), spam: z.array(id) }),
    label: z.record(mailLabelSchema, z.array(id)),
  }),
  draftMails: z.array(id),
});
export type EmailMeta = z.infer<typeof emailMetaSchema>;

export const mailListQuery = z.object({ filter: mailFilterSchema.default('inbox') });

/** ids of the mails to change: 1 to 1000 */
const emailIds = z.array(id).min(1, 'must name at least one mail').max(1_000);

export const moveMailsBody = z.object({ emailIds, mailFolder: mailFolderSchema });
export const updateLabelsBody = z.object({ label: mailLabelSchema, emailIds });
export const setLabelsBody = z.object({ mailId: id, labels: labelList });
export const markUnreadBody = z.object({ emailIds, unreadFlag: z.boolean() });
export const setStarredBody = z.object({ mailId: id, value: z.boolean() });
