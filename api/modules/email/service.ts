import {
  mailFilterSchema,
  mailLabelSchema,
  mailMatches,
  type ComposeMailReply,
  type ComposedMail,
  type CreateMailBody,
  type Delivery,
  type Email,
  type EmailMeta,
  type MailFilter,
  type MailFolder,
  type MailLabel,
  type MailPatch,
  type MailState,
  type NewEmail,
} from './contract';
import { ApiError, notFound } from '../../platform/errors';
import type { ApiDeps } from '../deps';
import { cleanMailHtml, mailText } from './html';
import { operationsMailbox } from './mailbox';
import type { EmailStore, MailListing } from './store';

const newestFirst = (a: MailListing, b: MailListing) => b.time.localeCompare(a.time) || b.id - a.id;

/** The reason of a failed delivery, short (the contract's limit). */
const DELIVERY_ERROR_MAX = 300;

/** The address of a From such as `Siam Gateway <no-reply@example.com>`. */
export const addressOf = (from: string) => (/<([^<>]+)>\s*$/.exec(from)?.[1] ?? from).trim();

/** 404 naming the field: no mail of a folder has that id. */
const unknownMail = (field: string, id: number) =>
  notFound(`${field}: no mail with id ${id}`, { field, ids: [id] });

/** Who composes: the signed-in member of staff. */
export interface Author {
  name: string;
}

/**
 * The email app's rules (docs/product.md sections 4.7 and 7.9, docs/decisions/0054). Every change
 * and every new mail is announced on the live bus as `email.changed`, to everyone.
 */
export function emailService(deps: ApiDeps) {
  const store: EmailStore = deps.stores.email;
  /** ids of the mails being handed to the mail server by this process: one send at a time each */
  const sending = new Set<number>();

  /**
   * The change is stored whatever happens to its event: a reader whose event was lost fetches
   * again when they reconnect (api/platform/live.ts), so a failed publish is logged, not answered.
   */
  async function announce() {
    try {
      await deps.live.publish('everyone', { type: 'email.changed' });
    } catch (error) {
      deps.log(`email: could not publish email.changed: ${String(error)}`);
    }
  }

  /**
   * Whether mail really leaves: a mail server in server mode; in browser mode it stays in the
   * page's store, which is all that mode has.
   */
  function outgoing() {
    const from = deps.mailer.from ?? `${operationsMailbox.name} <${operationsMailbox.email}>`;
    return { enabled: deps.mode === 'browser' || deps.mailer.status === 'smtp', from };
  }

  /** Applies a change to every given mail, or to none: 404 naming the unknown ids. */
  async function change(
    field: string,
    ids: readonly number[],
    patch: (mail: MailState) => MailPatch,
  ) {
    const unique = [...new Set(ids)];
    const { missing, mails } = await store.modify(unique, patch);
    if (missing.length) {
      const list = missing.join(', ');
      throw notFound(`${field}: no mail with id ${list}`, { field, ids: missing });
    }
    await announce();
    return { ok: true as const, mails };
  }

  /** The mail of a folder with that id, or 404 naming the field. */
  async function mailOf(field: string, id: number) {
    const [mail] = await store.read([id]);
    if (!mail) throw unknownMail(field, id);
    return mail;
  }

  /** Stores a composed mail as a new mail of its folder. */
  const insertComposed = (mail: ComposedMail) =>
    store.insert({ ...mail, attachments: [], isStarred: false, labels: [], unread: false });

  /** The composed mail as stored: from the shared mailbox, with the author's name. */
  function composed(
    author: Author,
    body: CreateMailBody,
    mailFolder: MailFolder,
    delivery?: Delivery,
  ): ComposedMail {
    return {
      to: body.to,
      cc: body.cc,
      bcc: body.bcc,
      subject: body.subject,
      message: body.message,
      inReplyTo: body.inReplyTo,
      forwardOf: body.forwardOf,
      mailFolder,
      delivery,
      time: deps.now().toISOString(),
      sender: addressOf(outgoing().from),
      sender_name: author.name.slice(0, 120) || operationsMailbox.name,
      img: operationsMailbox.img,
    };
  }

  /** Hands the mail to the mail server: its delivery, failed with the reason when refused. */
  async function deliver(
    mail: Pick<Email, 'to' | 'cc' | 'bcc' | 'subject' | 'message'>,
  ): Promise<Delivery> {
    try {
      await deps.mailer.send({
        to: mail.to,
        cc: mail.cc,
        bcc: mail.bcc,
        // a line break must not start a header of its own
        subject: mail.subject.replace(/[\r\n]+/g, ' '),
        text: mailText(mail.message),
        html: `<!doctype html>\n<html><head><meta charset="utf-8"></head><body>${cleanMailHtml(mail.message)}</body></html>`,
      });
      return { state: 'sent', at: deps.now().toISOString() };
    } catch (error) {
      const reason = (error instanceof Error ? error.message : String(error))
        .replace(/\s+/g, ' ')
        .trim();
      deps.log(`mail: a staff mail was not sent: ${reason}`);
      return {
        state: 'failed',
        error: reason.slice(0, DELIVERY_ERROR_MAX) || 'the mail server refused the mail',
        at: deps.now().toISOString(),
      };
    }
  }

  /** Sends `mail` once at a time per id in this process (a second click): 409 while it goes. */
  async function sendingOnce<T>(id: number, refusal: ApiError, run: () => Promise<T>) {
    if (sending.has(id)) throw refusal;
    sending.add(id);
    try {
      return await run();
    } finally {
      sending.delete(id);
    }
  }

  /** The reply of composing, once the change is stored and announced. */
  async function composeReply(
    id: number,
    delivery?: Delivery,
    mailOff = false,
  ): Promise<ComposeMailReply> {
    await announce();
    const [mail] = await store.read([id]);
    if (mailOff) return { mail, sent: false, code: 'mailOff' };
    if (delivery?.state === 'failed') return { mail, sent: false, code: 'mailFailed' };
    return { mail, sent: delivery?.state === 'sent' };
  }

  /**
   * The mails answered and forwarded exist (404 naming the field otherwise) and are not the mail
   * itself (`self`, a draft being changed: 422 naming the field).
   */
  async function checkReferences(body: CreateMailBody, self?: number) {
    for (const field of ['inReplyTo', 'forwardOf'] as const) {
      const id = body[field];
      if (id === undefined) continue;
      if (id === self) {
        const message = 'must name another mail than this one';
        throw new ApiError(422, 'invalidValue', `${field}: ${message}`, {
          field,
          issues: [{ field, code: 'invalidValue', message }],
        });
      }
      await mailOf(field, id);
    }
  }

  const notDraft = (id: number) =>
    new ApiError(409, 'notDraft', `id: mail ${id} is not a draft: only a draft can be changed`, {
      field: 'id',
      ids: [id],
    });
  const notFailed = (id: number) =>
    new ApiError(409, 'notFailed', `id: mail ${id} is not a mail whose sending failed`, {
      field: 'id',
      ids: [id],
    });

  return {
    outgoing,

    /**
     * The view, newest first; with `q`, only its mails that match the search (in the store); with
     * a limit, only that page of them (the rest is not read). `total`: how many before paging.
     */
    async list(
      filter: MailFilter,
      page: { offset?: number; limit?: number; q?: string } = {},
    ): Promise<{ mails: Email[]; total: number }> {
      const [states, found] = await Promise.all([
        store.states(),
        page.q ? store.search(page.q) : undefined,
      ]);
      const matching = found && new Set(found);
      const view = states
        .filter((mail) => mailMatches(mail, filter) && (!matching || matching.has(mail.id)))
        .sort(newestFirst);
      const offset = page.offset ?? 0;
      const ids = view
        .slice(offset, page.limit === undefined ? undefined : offset + page.limit)
        .map((mail) => mail.id);
      const byId = new Map((await store.read(ids)).map((mail) => [mail.id, mail]));
      return { mails: ids.flatMap((id) => byId.get(id) ?? []), total: view.length };
    },
    /** one mail of a folder with its thread; 404 for an unknown id or a reply's */
    get(id: number) {
      return mailOf('id', id);
    },
    tags() {
      return store.listTags();
    },
    async meta(): Promise<EmailMeta> {
      const mails = (await store.states()).sort(newestFirst);
      const unread = mails.filter((mail) => mail.unread);
      const ids = (list: MailListing[]) => list.map((mail) => mail.id);
      const label = Object.fromEntries(
        mailLabelSchema.options.map((value) => [
          value,
          ids(unread.filter((m) => mailMatches(m, value))),
        ]),
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
        totals: Object.fromEntries(
          mailFilterSchema.options.map((filter) => [
            filter,
            mails.filter((m) => mailMatches(m, filter)).length,
          ]),
        ) as Record<MailFilter, number>,
        outgoing: outgoing(),
      };
    },
    /** a new mail, e.g. a message from the website's contact form */
    async receive(mail: NewEmail) {
      const id = await store.insert(mail);
      await announce();
      return id;
    },
    move(emailIds: number[], mailFolder: MailFolder) {
      return change('emailIds', emailIds, () => ({ mailFolder }));
    },
    /** toggles the label on each given mail: added where it is missing, removed where it is set */
    toggleLabel(label: MailLabel, emailIds: number[]) {
      return change('emailIds', emailIds, (mail) => ({
        labels: mail.labels.includes(label)
          ? mail.labels.filter((l) => l !== label)
          : [...mail.labels, label],
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

    /**
     * A new mail: a draft, or sent at once (in `sent` with its delivery). Outgoing mail off: kept
     * as a draft, code mailOff.
     */
    async create(author: Author, body: CreateMailBody): Promise<ComposeMailReply> {
      await checkReferences(body);
      if (!body.send || !outgoing().enabled) {
        const id = await insertComposed(composed(author, body, 'draft'));
        return composeReply(id, undefined, body.send);
      }
      const delivery = await deliver(body);
      return composeReply(await insertComposed(composed(author, body, 'sent', delivery)), delivery);
    },

    /**
     * Replaces a draft's contents; with `send` the draft is sent and leaves the drafts. Any other
     * mail: 409 notDraft.
     */
    async updateDraft(author: Author, id: number, body: CreateMailBody): Promise<ComposeMailReply> {
      const current = await mailOf('id', id);
      if (current.mailFolder !== 'draft') throw notDraft(id);
      await checkReferences(body, id);
      const onlyDraft = (fields: ComposedMail) => (mail: Email) =>
        mail.mailFolder === 'draft' ? fields : undefined;
      if (!body.send || !outgoing().enabled) {
        const saved = await store.replace(id, onlyDraft(composed(author, body, 'draft')));
        if (!saved?.changed) throw saved ? notDraft(id) : unknownMail('id', id);
        return composeReply(id, undefined, body.send);
      }
      return sendingOnce(id, notDraft(id), async () => {
        const delivery = await deliver(body);
        const sent = composed(author, body, 'sent', delivery);
        const saved = await store.replace(id, onlyDraft(sent));
        // the draft was changed or deleted while it went out: the mail that went out is kept
        const stored = saved?.changed ? id : await insertComposed(sent);
        return composeReply(stored, delivery);
      });
    },

    /** Sends again a mail whose sending failed (try again). Any other mail: 409 notFailed. */
    async resend(id: number): Promise<ComposeMailReply> {
      const current = await mailOf('id', id);
      const failed = (mail: Email) =>
        mail.mailFolder === 'sent' && mail.delivery?.state === 'failed';
      if (!failed(current)) throw notFailed(id);
      if (!outgoing().enabled) return { mail: current, sent: false, code: 'mailOff' };
      return sendingOnce(id, notFailed(id), async () => {
        const delivery = await deliver(current);
        const saved = await store.replace(id, (mail) =>
          failed(mail) ? { ...mail, delivery, time: delivery.at } : undefined,
        );
        if (!saved?.changed) throw saved ? notFailed(id) : unknownMail('id', id);
        return composeReply(id, delivery);
      });
    },

    /**
     * Deletes mails for ever, with their replies: only mails in the trash (409 notInTrash naming
     * the others); any unknown id 404; in both cases nothing is deleted.
     */
    async deleteForever(emailIds: number[]) {
      const unique = [...new Set(emailIds)];
      const { missing, refused } = await store.remove(
        unique,
        (mail) => mail.mailFolder === 'trash',
      );
      if (missing.length) {
        throw notFound(`emailIds: no mail with id ${missing.join(', ')}`, {
          field: 'emailIds',
          ids: missing,
        });
      }
      if (refused.length) {
        throw new ApiError(
          409,
          'notInTrash',
          `emailIds: only mails in the trash are deleted for ever, not ${refused.join(', ')}`,
          { field: 'emailIds', ids: refused },
        );
      }
      await announce();
      return { ok: true as const, ids: unique };
    },
  };
}

export type EmailService = ReturnType<typeof emailService>;

/**
 * The staff mailbox's mails (of folders, not replies) that contain `q`, for the search across
 * everything (api/modules/search): the store searches (in the database on SQL); up to `limit`
 * of them, newest first, are read, and how many match in all.
 */
export async function searchMails(store: EmailStore, q: string, limit: number) {
  const ids = (await store.search(q)).sort((a, b) => b - a);
  const mails = (await store.read(ids.slice(0, limit))).sort(
    (a, b) => Date.parse(b.time) - Date.parse(a.time) || b.id - a.id,
  );
  return { total: ids.length, mails };
}
