import { z } from 'zod';
import { text } from './common';

/**
 * The stable code of every error the API answers with (docs/product.md section 8). The message
 * beside a code is English, for a person reading the wire; the app shows its own translation of
 * the code (`api.<code>` in app/locales), so rewording a message loses no translation.
 * A code, once published, is never renamed or reused for another meaning.
 */
export const errorCodes = [
  // the request as a whole
  'invalidJson',
  'bodyTooLarge',
  'badRequest',
  'noEndpoint',
  // a field is wrong (422, with `field`; `limit` for the size codes)
  'required',
  'tooShort',
  'tooLong',
  'tooSmall',
  'tooBig',
  'notWhole',
  'invalidType',
  'invalidFormat',
  'invalidChoice',
  'unknownField',
  'invalidValue',
  'impossibleId',
  // who is asking
  'invalidAccessToken',
  'accountBlocked',
  'accountDeactivated',
  'forbidden',
  'tooManyAttempts',
  // records
  'notFound',
  'alreadyUsed',
  // people
  'lastAdmin',
  'notYourself',
  // pictures: not a PNG, JPEG or WebP image (by its header or its bytes)
  'unsupportedImage',
  // documents (api/contract/documents.ts): not a PDF, PNG or JPEG file by its bytes, or bytes
  // that are not the type the request declared
  'unsupportedDocument',
  // sign-in (the messages of authMessages and oidcMessages)
  'loginInvalid',
  'emailInUse',
  'nameRequired',
  'emailInvalid',
  'nameTooLong',
  'passwordTooShort',
  'passwordTooLong',
  'resetTokenInvalid',
  'notConfigured',
  'invalidIdToken',
  'providerUnavailable',
  // the own account (api/modules/account/contract.ts)
  'wrongPassword',
  'providerAccount',
  // calendar
  'endBeforeStart',
  // email (api/modules/email/contract.ts): no mail server (kept as a draft); the mail server refused or
  // could not be reached; only a draft can be edited; only a failed mail is sent again; only a
  // mail (or a task, api/modules/todo/contract.ts) in the trash is deleted for ever
  'mailOff',
  'mailFailed',
  'notDraft',
  'notFailed',
  'notInTrash',
  // shop (api/modules/orders/contract.ts): an order is placed from a cart with at least one product
  'emptyCart',
  // shipments (api/modules/shipments/contract.ts): an event dated before the booking or ahead of the
  // clock; a canceled shipment no longer changes; a tracking number whose check character is wrong
  'beforeBooking',
  'inFuture',
  'shipmentCanceled',
  'mistypedNumber',
  // customer companies (api/modules/companies/contract.ts): a company still named by a shipment or a
  // person is not deleted; only a customer (people role user) belongs to a company; the portal
  // (api/modules/portal/contract.ts) is for people who belong to one
  'companyInUse',
  'customerOnly',
  'noCompany',
  // shipment status mail (api/modules/shipment-mail/contract.ts): a confirmation or unsubscribe
  // link that is unknown, used or expired
  'invalidLink',
  // a defect of the server, never bad input
  'serverError',
] as const;
export const errorCodeSchema = z.enum(errorCodes);
export type ErrorCode = z.infer<typeof errorCodeSchema>;

export function isErrorCode(value: unknown): value is ErrorCode {
  return (errorCodes as readonly unknown[]).includes(value);
}

/** One problem with one field: its path ("event.endDate"), code, English message and limit. */
export const fieldIssueSchema = z.object({
  field: text(),
  code: errorCodeSchema,
  message: text(),
  /** the size limit of tooShort, tooLong, tooSmall and tooBig */
  limit: z.number().optional(),
});
export type FieldIssue = z.infer<typeof fieldIssueSchema>;

/** The message of a 429 `tooManyAttempts` where the route names no message of its own. */
export const TOO_MANY_ATTEMPTS_MESSAGE = 'Too many attempts. Please wait a minute and try again.';

/**
 * The one shape of every 4xx and 5xx reply: `error` a sentence (for 422, "field: message" of the
 * first problem), `code`, and for a wrong field its path, limit and every problem found.
 * Some replies add details (`retryAfterSeconds` of a 429, `ids` of a missing mail).
 */
export const apiErrorReply = z.looseObject({
  error: text(),
  code: errorCodeSchema,
  field: text().optional(),
  limit: z.number().optional(),
  issues: z.array(fieldIssueSchema).optional(),
});
export type ApiErrorReply = z.infer<typeof apiErrorReply>;
