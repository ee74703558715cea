/**
 * Rules of the contact form, checked in the browser before sending (the API checks them again).
 * The rules, their messages and the reading of a refusal live in the contact module's
 * api/modules/contact/contract-rules.ts, shared with the form sent without JavaScript
 * (server/contact-page.ts), and imported from there; what only the page needs is here.
 */
import {
  contactFields,
  contactRules,
  type ContactField,
  type ContactValues,
  type FieldError,
} from '../../../api/modules/contact/contract-rules';
import type { ErrorCode } from '../../../api/contract/errors';

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
