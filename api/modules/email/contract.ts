import { z } from 'zod';
import { ID_MAX, id, imageUrlSchema, requiredText, shortText, text } from '../../contract/common';
import { errorCodeSchema } from '../../contract/errors';

/**
 * Email app (docs/product.md sections 3, 4 and 7). Every path needs a signed-in member of staff
 * (rule editor: editor or admin; docs/architecture.md decision 1, docs/decisions/0035).
 *
 * - GET  /api/apps/email/mails?filter=<mailFilter>[&q=][&offset=&limit=] -> Email[], newest first
 *   (no filter = inbox); with q, only the view's mails that match the search; with limit, one page
 *   (mailListQuery). The reply stays an array; its header X-Total-Count (MAIL_TOTAL_HEADER) says
 *   how many mails the view (or the search in it) holds in all, before paging.
 * - GET  /api/apps/email/mails/{id} -> Email (with its thread): a mail of any folder, e.g. one
 *   opened by a link that is not in the loaded page. Unknown id, or a reply's: 404.
 *   inbox, sent, draft, spam, trash: the mails in that folder.
 *   starred: starred mails of every folder but trash and spam.
 *   a label (personal, company, important, private): mails with that label, but not in trash or spam.
 * - GET  /api/apps/email/tags -> EmailTag[]
 * - GET  /api/apps/email/meta -> EmailMeta: unread ids of the inbox and spam folders and of each
 *   label (counted the way the label filter shows them), the ids of every draft, how many mails
 *   each view holds, and whether mail leaves (outgoing).
 * - POST /api/apps/email/move-mails    {emailIds, mailFolder}
 * - POST /api/apps/email/update-labels {label, emailIds}   toggles the label on each given mail
 * - POST /api/apps/email/set-labels    {mailId, labels}    replaces the mail's labels
 * - POST /api/apps/email/mark-unread   {emailIds, unreadFlag}
 * - POST /api/apps/email/set-starred   {mailId, value}
 * Each change answers 200 {ok: true, mails: MailState[]}: the changed mails' new state. A repeated
 * id counts once. When any id is unknown (or names a reply), the answer is 404 naming the ids and
 * no mail changes.
 *
 * Composing (docs/decisions/0054):
 * - POST /api/apps/email/mails {to, cc, bcc, subject, message, inReplyTo?, forwardOf?, send}
 *   -> 201 ComposeMailReply {mail, sent, code?}. `send: false` stores a draft. `send: true` needs
 *   a recipient (422 `required` naming `to`), sends the mail and stores it in `sent` with its
 *   `delivery` (sent, or failed with the reason: code `mailFailed`). When outgoing mail is off
 *   (meta.outgoing.enabled false) the mail is stored as a draft instead: sent false, code `mailOff`.
 *   inReplyTo or forwardOf naming no mail: 404 naming the field.
 * - PUT  /api/apps/email/mails/{id} (same body) -> 200 ComposeMailReply: replaces a draft's fields;
 *   with `send: true` it is sent as above and leaves the drafts. A mail of another folder: 409
 *   `notDraft`; unknown id (or a reply): 404; inReplyTo or forwardOf naming the draft itself: 422.
 * - POST /api/apps/email/mails/{id}/send -> 200 ComposeMailReply: sends again a mail whose
 *   delivery failed (try again). Any other mail: 409 `notFailed`; unknown: 404.
 * - POST /api/apps/email/delete-mails {emailIds} -> 200 {ok: true, ids}: deletes for ever, with
 *   their replies. Only mails in the trash: any other, 409 `notInTrash` naming the ids; any unknown
 *   id, 404 naming them; in both cases nothing is deleted.
 * Composed mails have no attachments, labels or star (the file names of a forwarded mail's
 * attachments are not carried over: the API keeps names, not files), and are read (unread false).
 * A sent mail's sender is the shared mailbox (meta.outgoing.from, i.e. MAIL_FROM) with the name
 * of the member of staff who sent it. A sent answer (`inReplyTo`) is a mail of `sent` and also
 * shows in the thread of the mail it answers: `replies` lists the thread's received replies
 * (mailFolder '') and the sent answers (mailFolder 'sent', with their delivery), oldest first.
 * After every change and every new mail the API publishes `email.changed` to everyone on the live
 * bus (emailLiveEventTypes).
 *
 * Messages are HTML as received, up to 100 000 characters. The server does not clean them; the app
 * sanitizes a message before showing it (docs/architecture.md decision 7). Mail that leaves
 * through SMTP is cleaned on the server (an allow-list) and gets a text part made from it.
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

/** Trash and spam stay out of the starred and label views, as in the mail clients people know. */
const outOfViews: readonly MailFolder[] = ['trash', 'spam'];

/**
 * Which mails a filter shows: a folder shows its mails; starred the starred mails, and a label the
 * mails with that label, of every folder but trash and spam. The API lists by it, and the app
 * moves a changed mail out of a view it no longer belongs to by it.
 */
export function mailMatches(
  mail: { mailFolder: MailFolder; isStarred: boolean; labels: readonly MailLabel[] },
  filter: MailFilter,
) {
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

/** What became of a mail the staff sent: the mail server took it, or refused it (try again). */
export const deliverySchema = z.object({
  state: z.enum(['sent', 'failed']),
  /** the reason of a failure, short */
  error: shortText(300).optional(),
  /** ISO 8601: when it was sent or failed */
  at: z.iso.datetime({ offset: true }),
});
export type Delivery = z.infer<typeof deliverySchema>;

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
  /** only on mails the staff sent: whether the mail server took it, when; the reason of a failure */
  delivery: deliverySchema.optional(),
  /** the mail this one answers (a mail of a folder); absent once that mail is deleted for ever */
  inReplyTo: id.optional(),
  /** the mail this one forwards; absent once that mail is deleted for ever */
  forwardOf: id.optional(),
});

/**
 * A reply: a mail of the thread. Received replies are in no folder ('' per docs/product.md
 * section 4); the staff's sent answers (inReplyTo this mail) are in 'sent', listed there too.
 */
export const replySchema = mailFieldsSchema.extend({
  mailFolder: z.enum(['', 'sent']),
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

/** What composing may set on a draft, or on a mail when it is sent. */
export type ComposedMail = Pick<
  Email,
  | 'to'
  | 'cc'
  | 'bcc'
  | 'subject'
  | 'message'
  | 'inReplyTo'
  | 'forwardOf'
  | 'mailFolder'
  | 'delivery'
  | 'time'
  | 'sender'
  | 'sender_name'
  | 'img'
>;

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
  /** how many mails each view (folder, starred, label) shows: the length of a paged list */
  totals: z.record(mailFilterSchema, z.number().int().min(0)),
  /**
   * Whether mail really leaves (server mode with an SMTP server; browser mode: it stays in the
   * page's store) and the From of the mail the staff send. Not enabled: the app says mail is off.
   */
  outgoing: z.object({ enabled: z.boolean(), from: text().max(500) }),
});
export type EmailMeta = z.infer<typeof emailMetaSchema>;

/** A whole number written in a query string ("0", "100"), from 0 to `max`. */
const queryCount = (max: number) =>
  text()
    .regex(/^\d{1,10}$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().max(max, `must be at most ${max}`));

/**
 * GET /api/apps/email/mails: the view, newest first. With `q` (up to 200 characters, trimmed;
 * empty: no search), only the view's mails whose sender address, sender name, subject or message
 * text (the HTML without its tags) contain it, case-insensitive, every character literally (`%`,
 * `_` and `\` too). With `limit` (1 to 1000), only that many from `offset` (default 0), counted
 * after the search: a page of a long folder. Without it, the whole view (or search). The header
 * X-Total-Count gives the number of mails of the view or search before paging (meta.totals: each
 * view's without a search).
 */
export const mailListQuery = z.object({
  filter: mailFilterSchema.default('inbox'),
  q: shortText(200).optional(),
  offset: queryCount(ID_MAX).optional(),
  limit: queryCount(1_000).pipe(z.number().min(1, 'must be at least 1')).optional(),
});

/** The header of GET /api/apps/email/mails that gives the view's (or search's) total. */
export const MAIL_TOTAL_HEADER = 'X-Total-Count';

/** ids of the mails to change: 1 to 1000 */
const emailIds = z.array(id).min(1, 'must name at least one mail').max(1_000);

export const moveMailsBody = z.object({ emailIds, mailFolder: mailFolderSchema });
export const updateLabelsBody = z.object({ label: mailLabelSchema, emailIds });
export const setLabelsBody = z.object({ mailId: id, labels: labelList });
export const markUnreadBody = z.object({ emailIds, unreadFlag: z.boolean() });
export const setStarredBody = z.object({ mailId: id, value: z.boolean() });

/**
 * A mail as composed: the body of POST /api/apps/email/mails (createMailBody) and of
 * PUT /api/apps/email/mails/{id} (updateDraftBody). Addresses may be empty for a draft; sending
 * needs at least one recipient (422 `required` naming `to`).
 */
const composedMail = () =>
  z
    .object({
      to: addressList,
      cc: addressList,
      bcc: addressList,
      subject: shortText(300),
      /** HTML, as composed */
      message: text().max(100_000),
      /** the mail answered (reply, reply all): a mail of a folder */
      inReplyTo: id.optional(),
      /** the mail forwarded: a mail of a folder */
      forwardOf: id.optional(),
      /** true: send now; false: keep as a draft */
      send: z.boolean(),
    })
    .strict()
    .superRefine((mail, ctx) => {
      if (mail.send && mail.to.length + mail.cc.length + mail.bcc.length === 0) {
        ctx.addIssue({
          code: 'custom',
          path: ['to'],
          message: 'must name at least one recipient to send the mail',
          params: { code: 'required' },
        });
      }
    });
export const createMailBody = composedMail();
export type CreateMailBody = z.infer<typeof createMailBody>;
export const updateDraftBody = composedMail();
export type UpdateDraftBody = z.infer<typeof updateDraftBody>;

/**
 * The reply of composing: the mail as stored, whether it went out, and when it did not, why:
 * `mailOff` (no mail server: kept as a draft) or `mailFailed` (the mail server refused or could
 * not be reached: in sent, delivery failed, try again).
 */
export const composeMailReply = z.object({
  mail: emailSchema,
  sent: z.boolean(),
  code: errorCodeSchema.extract(['mailOff', 'mailFailed']).optional(),
});
export type ComposeMailReply = z.infer<typeof composeMailReply>;

export const deleteMailsBody = z.object({ emailIds }).strict();
export const deleteMailsReply = z.object({ ok: z.literal(true), ids: z.array(id) });
export type DeleteMailsReply = z.infer<typeof deleteMailsReply>;

/**
 * What the email module publishes on the live bus (api/platform/live.ts), to everyone: after
 * every change, new mail (the website's enquiries too), draft, sending and deletion. An open
 * inbox and the menu's unread badge fetch again.
 */
export const emailLiveEventTypes = ['email.changed'] as const;
