import './zod-setup';
import { z } from 'zod';

/** A lone surrogate: half of a UTF-16 pair without its other half. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Every string of the contract starts here (a lint rule forbids `z.string()` elsewhere in
 * api/contract). It refuses what a database cannot keep as it came: the NUL character
 * (PostgreSQL refuses it) and malformed UTF-16 (a lone surrogate would be stored as U+FFFD),
 * with 422 naming the field instead of a 500 or a silent change. docs/decisions/0045.
 */
export const text = () =>
  z
    .string()
    .refine((value) => !value.includes('\u0000'), 'must not contain the NUL character')
    .refine(
      (value) => !LONE_SURROGATE.test(value),
      'must be well-formed text (it contains half of a surrogate pair)',
    );

/** Strings with a sane size limit, so that a huge string answers 422, never a slow write. */
export const shortText = (max = 200) => text().trim().max(max);
export const requiredText = (max = 200) => text().trim().min(1, 'must not be empty').max(max);
export const longText = (max = 20_000) => text().max(max);

/** The range of the stores' ids (PostgreSQL `integer`): a bigger id cannot exist. */
export const ID_MAX = 2_147_483_647;
export const id = z
  .number()
  .int('must be a whole number')
  .positive('must be a positive whole number')
  .max(ID_MAX, `must be at most ${ID_MAX}`);
export const imageUrlSchema = text().max(500);

/** The reply of a change that has nothing else to say. */
export const okReply = z.object({ ok: z.literal(true) });
export type OkReply = z.infer<typeof okReply>;

/**
 * What became of an invitation or other mail: `sent` (the mail server took it), `logged`
 * (development without a mail server: written to the server log), `off` (production without a
 * mail server: nothing was sent, the screen says so), `failed` (the mail server was down or
 * refused it: the account exists, the invitation can be sent again).
 */
export const mailOutcomeSchema = z.enum(['sent', 'logged', 'off', 'failed']);
export type MailOutcome = z.infer<typeof mailOutcomeSchema>;
