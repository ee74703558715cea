import { z } from 'zod';
import { requiredText, text } from '../../contract/common';
import { companyMailLanguageSchema } from '../companies/contract';

/**
 * Shipment status mail (docs/decisions/0075-shipment-status-mail.md): who is told when a
 * shipment's status changes or its arrival moves later, and how they ask for it or stop it.
 *
 * - POST /api/track/:number/follow {email, language} -> 202 {ok}: a visitor asks to follow a
 *   shipment by e-mail. A confirmation mail with a single-use link goes to the address (nothing
 *   else is sent before it is used). The reply is the same whether the number or the address
 *   exists, follows already or not. 422 naming `number` (not the shape of a number) or `email`;
 *   429 past FOLLOW_REQUESTS_PER_ADDRESS an hour for one address, or FOLLOW_REQUESTS_PER_CLIENT
 *   from one client.
 * - POST /api/track/follow/confirm {token} -> {trackingNumber}: the confirmation link's token,
 *   used once; 404 `invalidLink` when it is unknown, used or older than FOLLOW_CONFIRM_TTL_MS.
 * - POST /api/mail/unsubscribe?token=... -> {ok}: the one-click unsubscribe of every status mail
 *   (RFC 8058: the `List-Unsubscribe` header's address takes a POST whose body is
 *   `List-Unsubscribe=One-Click`; the body is not read). A follower stops following; a
 *   company's person's choice becomes `none`. Idempotent; 404 `invalidLink` for a token the
 *   server did not make.
 * - GET /api/portal/mail-settings -> MailSettings; PUT {shipmentMail} -> MailSettings: a customer
 *   company's person's own choice (403 noCompany for anyone else).
 */

/** every change of status; only delays and delivery; nothing */
export const SHIPMENT_MAIL_CHOICES = ['every', 'delays', 'none'] as const;
export const shipmentMailChoiceSchema = z.enum(SHIPMENT_MAIL_CHOICES);
export type ShipmentMailChoice = z.infer<typeof shipmentMailChoiceSchema>;

/** a company's person who never chose: told of delays and the delivery (docs/decisions/0075) */
export const DEFAULT_SHIPMENT_MAIL: ShipmentMailChoice = 'delays';

/** follow requests one address may get in an hour (each one mails it) */
export const FOLLOW_REQUESTS_PER_ADDRESS = 3;
/** follow requests one client (network address) may make in an hour */
export const FOLLOW_REQUESTS_PER_CLIENT = 20;
/** how long a confirmation link works */
export const FOLLOW_CONFIRM_TTL_MS = 48 * 3_600_000;
/** the longest address a follower may give (RFC 5321's path limit) */
export const FOLLOW_EMAIL_MAX = 254;

export const shipmentMailMessages = {
  invalidLink: 'This link is not valid, was already used, or has expired.',
} as const;

export const followShipmentBody = z.object({
  email: text()
    .trim()
    .max(FOLLOW_EMAIL_MAX, `must be at most ${FOLLOW_EMAIL_MAX} characters`)
    .pipe(z.email('please enter a valid email address, like name@company.com'))
    .meta({ examples: ['buyer@example.com'] }),
  /** the language of the mails: the page's */
  language: companyMailLanguageSchema,
});
export type FollowShipmentBody = z.infer<typeof followShipmentBody>;

export const confirmFollowBody = z.object({ token: requiredText(200) });
export const confirmFollowReply = z.object({ trackingNumber: z.string() });

export const unsubscribeQuery = z.object({ token: requiredText(300) });

export const mailSettingsSchema = z.object({
  shipmentMail: shipmentMailChoiceSchema,
  /** no mail leaves this server (browser mode, or production without a mail server) */
  mailOff: z.boolean(),
});
export type MailSettings = z.infer<typeof mailSettingsSchema>;

export const updateMailSettingsBody = z.object({ shipmentMail: shipmentMailChoiceSchema });
