/**
 * Rules of the contact form, checked in the browser before sending (the API checks them again).
 * The rules, their messages and the reading of a refusal live in the contact module's
 * api/modules/contact/contract-rules.ts, shared with the form sent without JavaScript
 * (server/contact-page.ts); what only the page needs is here.
 */
import {
  contactFields,
  contactLimits,
  contactRules,
  type ContactField,
  type ContactValues,
  type FieldError,
} from '../../../api/modules/contact/contract-rules';
import type { ErrorCode } from '../../../api/contract/errors';

export {
  API_ERRORS_NS,
  contactFields,
  contactRules,
  contactServices,
  emptyContact,
  messageText,
  refusalErrors,
  refusedFields,
  trimmedContact,
  type ContactField,
  type ContactMessages,
  type ContactValues,
  type FieldError,
} from '../../../api/modules/contact/contract-rules';

/** the API's limits (api/modules/contact/contract-rules.ts), so the form never accepts what the API refuses */
export const limits = contactLimits;

export function validateContact(values: ContactValues): Partial<Record<ContactField, FieldError>> {
  const errors: Partial<Record<ContactField, FieldError>> = {};
  for (const field of contactFields) {
    const error = contactRules[field](values[field]);
    if (error) errors[field] = error;
  }
  return errors;
}

/** The codes a refused field of POST /api/contact may carry: the page carries their messages. */
export const contactRefusalCodes = [
  'required',
  'tooShort',
  'tooLong',
  'invalidType',
  'invalidFormat',
  'invalidChoice',
  'unknownField',
  'invalidValue',
] as const satisfies readonly ErrorCode[];
