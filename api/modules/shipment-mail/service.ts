import { ApiError } from '../../platform/errors';
import { randomToken, sha256Hex } from '../../platform/crypto';
import type { NewOutboxMessage } from '../../platform/outbox';
import type { UserRecord } from '../auth';
import { portalMessages } from '../portal/contract';
import { noticeKey, noticeOf, SHIPMENT_NOTICE_KIND, type ShipmentNotice } from '../shipments';
import type { CompanyMailLanguage } from '../companies/contract';
import type { ApiDeps } from '../deps';
import {
  DEFAULT_SHIPMENT_MAIL,
  FOLLOW_CONFIRM_TTL_MS,
  shipmentMailMessages,
  type FollowShipmentBody,
  type MailSettings,
  type ShipmentMailChoice,
} from './contract';
import { confirmFollowMail, shipmentNoticeMail } from './mails';

const invalidLink = () => new ApiError(404, 'invalidLink', shipmentMailMessages.invalidLink);

/** the site's address of a page in a language (docs/decisions/0068: English has no prefix) */
const sitePath = (language: CompanyMailLanguage, path: string) =>
  language === 'en' ? path : `/${language}${path}`;

/** who a status mail goes to: a follower, or a company's person */
type Reader = { kind: 'f' | 'p'; id: number; email: string; language: CompanyMailLanguage };

/** does a reader who chose `choice` get this notice? */
function wants(choice: ShipmentMailChoice, notice: ShipmentNotice): boolean {
  if (choice === 'every') return true;
  if (choice === 'none') return false;
  return notice.change === 'delay' || notice.status === 'delivered';
}

/**
 * Shipment status mail (./contract.ts, docs/decisions/0075): follow requests with their
 * confirmation, the one-click unsubscribe, the company people's choice, and the fan-out that
 * turns a shipment's notice (api/modules/shipments/notices.ts) into each reader's mail.
 *
 * An unsubscribe link names its reader and is signed (HMAC-SHA-256 with the API's signing key):
 * `f.<follower id>.<mac>` or `p.<person id>.<mac>`. Nothing is stored for it, it works as long
 * as the reader does, and no one can make one for another reader.
 */
export function shipmentMailService(deps: ApiDeps) {
  const store = deps.stores.shipmentMail;
  let macKey: Promise<CryptoKey> | undefined;

  async function mac(text: string): Promise<string> {
    macKey ??= crypto.subtle.importKey(
      'raw',
      deps.auth.signingKey as BufferSource,
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign'],
    );
    const signature = new Uint8Array(
      await crypto.subtle.sign('HMAC', await macKey, new TextEncoder().encode(text)),
    );
    return btoa(String.fromCharCode(...signature.slice(0, 18)))
      .replaceAll('+', '-')
      .replaceAll('/', '_');
  }
  const unsubscribeToken = async (kind: Reader['kind'], id: number) =>
    `${kind}.${id}.${await mac(`unsubscribe:${kind}:${id}`)}`;

  /** the reader a token names, if the server made it */
  async function readerOfToken(token: string) {
    const match = /^([fp])\.(\d{1,10})\.([A-Za-z0-9_-]{24})$/.exec(token);
    if (!match) return undefined;
    const [, kind, id] = match;
    const expected = await unsubscribeToken(kind as Reader['kind'], Number(id));
    // compared whole, as strings of the same length: the mac is what is secret
    let differ = expected.length !== token.length ? 1 : 0;
    for (let i = 0; i < Math.min(expected.length, token.length); i++)
      differ |= expected.charCodeAt(i) ^ token.charCodeAt(i);
    return differ === 0 ? { kind: kind as Reader['kind'], id: Number(id) } : undefined;
  }

  function companyOf(reader: UserRecord): number {
    if (reader.companyId === null) throw new ApiError(403, 'noCompany', portalMessages.noCompany);
    return reader.companyId;
  }

  const mailOff = deps.mode === 'browser' || deps.mailer.status === 'off';

  async function settingsOf(reader: UserRecord): Promise<MailSettings> {
    companyOf(reader);
    return {
      shipmentMail: (await store.choiceOf(reader.id)) ?? DEFAULT_SHIPMENT_MAIL,
      mailOff,
    };
  }

  return {
    /**
     * A follow request for a valid number: the same work and the same answer whether the number
     * exists or the address follows already; a confirmation mail only when it exists and the
     * address does not follow yet.
     */
    async follow(trackingNumber: string, body: FollowShipmentBody, linkOrigin: string) {
      const shipment = await deps.stores.shipments.findByTrackingNumber(trackingNumber);
      const email = body.email.toLowerCase();
      const token = randomToken();
      const tokenHash = await sha256Hex(token);
      const link = new URL(sitePath(body.language, '/follow/confirm'), linkOrigin);
      link.searchParams.set('token', token);
      const mail = confirmFollowMail({
        to: email,
        language: body.language,
        trackingNumber,
        link: link.href,
      });
      if (shipment) {
        const at = deps.now();
        const { language } = body;
        const message = { kind: 'shipment-follow-confirm', mail };
        if (
          (await store.requestFollow({
            shipmentId: shipment.id,
            email,
            language,
            tokenHash,
            at,
            mail: message,
          })) === 'queued'
        ) {
          deps.wakeOutbox();
        }
      }
      return { ok: true as const };
    },

    async confirm(token: string) {
      const now = deps.now();
      const shipmentId = await store.confirmFollow(
        await sha256Hex(token),
        new Date(now.getTime() - FOLLOW_CONFIRM_TTL_MS),
        now,
      );
      const shipment =
        shipmentId === undefined ? undefined : await deps.stores.shipments.get(shipmentId);
      if (!shipment) throw invalidLink();
      return { trackingNumber: shipment.trackingNumber };
    },

    /** a follower stops following; a person's choice becomes none; again: nothing changes */
    async unsubscribe(token: string) {
      const reader = await readerOfToken(token);
      if (!reader) throw invalidLink();
      if (reader.kind === 'f') await store.removeFollower(reader.id);
      else if (await deps.stores.auth.findUserById(reader.id))
        await store.setChoice(reader.id, 'none');
      return { ok: true as const };
    },

    settings: settingsOf,

    async updateSettings(reader: UserRecord, shipmentMail: ShipmentMailChoice) {
      companyOf(reader);
      await store.setChoice(reader.id, shipmentMail);
      return settingsOf(reader);
    },

    /**
     * The outbox's fan-out of a shipment's notice: one mail to each of its company's active
     * people whose choice wants it, in the company's language, and to each confirmed follower in
     * theirs. Read when the worker takes it: who asked by then. Each mail's key names the notice
     * and the reader, so a fan-out expanded twice queues each mail once.
     */
    async fanOut(data: Record<string, unknown>): Promise<NewOutboxMessage[]> {
      const notice = noticeOf(data);
      const shipment = await deps.stores.shipments.get(notice.shipmentId);
      if (!shipment) return [];
      const readers: (Reader & { company?: string })[] = [];
      const company =
        shipment.companyId === null
          ? undefined
          : await deps.stores.companies.get(shipment.companyId);
      if (company) {
        const people = await deps.stores.auth.listActiveCompanyUsers(company.id);
        const choices = await store.choicesOf(people.map((person) => person.id));
        for (const person of people) {
          const choice = choices.get(person.id) ?? DEFAULT_SHIPMENT_MAIL;
          if (person.email && wants(choice, notice)) {
            readers.push({
              kind: 'p',
              id: person.id,
              email: person.email,
              language: company.mailLanguage,
              company: company.name,
            });
          }
        }
      }
      for (const follower of await store.followers(shipment.id)) {
        readers.push({ kind: 'f', ...follower });
      }
      const key = noticeKey(notice);
      const messages: NewOutboxMessage[] = [];
      for (const reader of readers) {
        const token = await unsubscribeToken(reader.kind, reader.id);
        const track = new URL(
          sitePath(reader.language, `/track/${shipment.trackingNumber}`),
          notice.linkOrigin,
        );
        const page = new URL(sitePath(reader.language, '/unsubscribe'), notice.linkOrigin);
        page.searchParams.set('token', token);
        const post = new URL('/api/mail/unsubscribe', notice.linkOrigin);
        post.searchParams.set('token', token);
        messages.push({
          kind: 'shipment-status',
          dedupeKey: `${key}:${reader.kind}${reader.id}`,
          mail: shipmentNoticeMail({
            to: reader.email,
            language: reader.language,
            notice: {
              trackingNumber: shipment.trackingNumber,
              origin: shipment.origin.name,
              destination: shipment.destination.name,
              status: notice.status,
              at: notice.at,
              estimatedArrival: notice.estimatedArrival,
            },
            trackLink: track.href,
            unsubscribeLink: page.href,
            unsubscribePost: post.href,
            company: reader.company,
          }),
        });
      }
      return messages;
    },
  };
}

/** the outbox's handlers of this module's fan-outs (api/modules/outbox-fan-outs.ts) */
export function shipmentMailFanOuts(deps: ApiDeps) {
  const service = shipmentMailService(deps);
  return { [SHIPMENT_NOTICE_KIND]: (data: Record<string, unknown>) => service.fanOut(data) };
}
