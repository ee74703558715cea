/**
 * Rules of the contact form, checked in the browser before sending (the API checks them again).
 * Each rule returns the site.json key of its message and the values it needs, or null.
 */
import { contactLimits, isContactPhone } from '../../../api/contract/contact-rules';
import { contactServices } from './data/contact';

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

/** the API's limits (api/contract/contact-rules.ts), so the form never accepts what the API refuses */
export const limits = contactLimits;

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

const tooLong = (value: string, max: number): FieldError | null =>
  value.length > max ? { key: 'contact.form.errors.tooLong', values: { count: max } } : null;

export const contactRules: Record<ContactField, (value: string) => FieldError | null> = {
  name: (value) =>
    value.trim() ? tooLong(value.trim(), limits.name) : { key: 'contact.form.errors.nameRequired' },
  email: (value) => {
    const email = value.trim();
    if (!email) return { key: 'contact.form.errors.emailRequired' };
    if (!emailPattern.test(email)) return { key: 'contact.form.errors.emailInvalid' };
    return tooLong(email, limits.email);
  },
  phone: (value) => {
    const phone = value.trim();
    if (!phone) return null;
    if (!isContactPhone(phone)) {
      return { key: 'contact.form.errors.phoneInvalid' };
    }
    return tooLong(phone, limits.phone);
  },
  company: (value) => tooLong(value.trim(), limits.company),
  service: (value) =>
    (contactServices as readonly string[]).includes(value) ? null : { key: 'contact.form.errors.serviceRequired' },
  message: (value) => {
    const message = value.trim();
    if (!message) return { key: 'contact.form.errors.messageRequired' };
    if (message.length < limits.messageMin) {
      return { key: 'contact.form.errors.messageShort', values: { count: limits.messageMin } };
    }
    return tooLong(message, limits.messageMax);
  },
};

export const contactFields = Object.keys(contactRules) as ContactField[];

export function validateContact(values: ContactValues): Partial<Record<ContactField, FieldError>> {
  const errors: Partial<Record<ContactField, FieldError>> = {};
  for (const field of contactFields) {
    const error = contactRules[field](values[field]);
    if (error) errors[field] = error;
  }
  return errors;
}

/** The JSON body of POST /api/contact. */
export function contactBody(values: ContactValues): ContactValues {
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
