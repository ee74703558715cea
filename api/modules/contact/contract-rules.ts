/**
 * The contact form's rules, in one place, with no zod, so that the public pages take them without
 * the validation library: the limits and the phone rule the API's contract (./contract.ts) checks,
 * and the form's own checks and messages, which the website's form
 * (app/features/site/contact-validation.ts, the island app/islands/contact-form.ts) and the form
 * sent without JavaScript (server/contact-page.ts, docs/decisions/0069-public-pages-as-islands.md)
 * share. Each rule returns the site.json key of its message and the values it needs, or null.
 */
import type { FieldIssue } from '../../contract/errors';

export const contactLimits = {
  name: 120,
  email: 254,
  phone: 30,
  company: 200,
  messageMin: 10,
  messageMax: 5_000,
} as const;

/** Digits, spaces, + ( ) . - only, with at least 6 digits. */
export function isContactPhone(value: string): boolean {
  return /^\+?[\d\s().-]+$/.test(value) && value.replace(/\D/g, '').length >= 6;
}

/** The services a visitor can pick in the contact form: the values POST /api/contact accepts. */
export const contactServices = [
  'sea-freight',
  'air-freight',
  'customs',
  'heavy-equipment',
  'cross-border',
  'warehousing',
  'project-cargo',
  'other',
] as const;

export interface ContactValues {
  name: string;
  email: string;
  phone: string;
  company: string;
  service: string;
  message: string;
  /** the honeypot: people leave it empty, bots fill it in */
  website: string;
}

export type ContactField = Exclude<keyof ContactValues, 'website'>;

export interface FieldError {
  key: string;
  values?: Record<string, number>;
}

export const emptyContact: ContactValues = {
  name: '',
  email: '',
  phone: '',
  company: '',
  service: '',
  message: '',
  website: '',
};

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

const tooLong = (value: string, max: number): FieldError | null =>
  value.length > max ? { key: 'contact.form.errors.tooLong', values: { count: max } } : null;

/** The form's check of each field, before sending (the API checks them again). */
export const contactRules: Record<ContactField, (value: string) => FieldError | null> = {
  name: (value) =>
    value.trim()
      ? tooLong(value.trim(), contactLimits.name)
      : { key: 'contact.form.errors.nameRequired' },
  email: (value) => {
    const email = value.trim();
    if (!email) return { key: 'contact.form.errors.emailRequired' };
    if (!emailPattern.test(email)) return { key: 'contact.form.errors.emailInvalid' };
    return tooLong(email, contactLimits.email);
  },
  phone: (value) => {
    const phone = value.trim();
    if (!phone) return null;
    if (!isContactPhone(phone)) {
      return { key: 'contact.form.errors.phoneInvalid' };
    }
    return tooLong(phone, contactLimits.phone);
  },
  company: (value) => tooLong(value.trim(), contactLimits.company),
  service: (value) =>
    (contactServices as readonly string[]).includes(value)
      ? null
      : { key: 'contact.form.errors.serviceRequired' },
  message: (value) => {
    const message = value.trim();
    if (!message) return { key: 'contact.form.errors.messageRequired' };
    if (message.length < contactLimits.messageMin) {
      return {
        key: 'contact.form.errors.messageShort',
        values: { count: contactLimits.messageMin },
      };
    }
    return tooLong(message, contactLimits.messageMax);
  },
};

export const contactFields = Object.keys(contactRules) as ContactField[];

/** The JSON body of POST /api/contact: the values, trimmed (the honeypot as it came). */
export function trimmedContact(values: ContactValues): ContactValues {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    company: values.company.trim(),
    service: values.service,
    message: values.message.trim(),
    website: values.website,
  };
}

/** The namespace of the API's refusal codes (app/locales/<lang>/api-errors.json). */
export const API_ERRORS_NS = 'api-errors';

/**
 * The form's fields a 422 of POST /api/contact names, each with the message of its code
 * (`api-errors:<code>`); empty when it names none of the form's.
 */
export function refusedFields(issues: readonly Pick<FieldIssue, 'field' | 'code' | 'limit'>[]) {
  const found: Partial<Record<ContactField, FieldError>> = {};
  for (const issue of issues) {
    const field = contactFields.find((name) => name === issue.field);
    if (field && !found[field]) {
      found[field] = {
        key: `${API_ERRORS_NS}:${issue.code}`,
        values: typeof issue.limit === 'number' ? { count: issue.limit } : undefined,
      };
    }
  }
  return found;
}

/**
 * The messages a page carries for the form (a `data-*` attribute written at prerender, in the
 * page's language): the text of each FieldError key, `{{count}}` left in place.
 */
export type ContactMessages = Record<string, string>;

/** The text of an error, from the page's messages; the key itself when the page lacks it. */
export function messageText(messages: ContactMessages, error: FieldError): string {
  const template = messages[error.key] ?? messages[`${API_ERRORS_NS}:invalidValue`] ?? error.key;
  return template.replace(/{{(\w+)}}/g, (whole, name: string) =>
    error.values?.[name] === undefined ? whole : String(error.values[name]),
  );
}

/**
 * What the server refused, as the visitor reads it: the form's own rule where it finds the
 * problem (the same message as the check in the browser), the refusal's code where only the
 * server knows the rule.
 */
export function refusalErrors(
  values: ContactValues,
  issues: readonly Pick<FieldIssue, 'field' | 'code' | 'limit'>[],
): Partial<Record<ContactField, FieldError>> {
  const refused = refusedFields(issues);
  const errors: Partial<Record<ContactField, FieldError>> = {};
  for (const field of contactFields) {
    if (!refused[field]) continue;
    errors[field] = contactRules[field](values[field]) ?? refused[field];
  }
  return errors;
}
