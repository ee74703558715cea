/**
 * The contact form's limits and its phone rule, in one place: the API's contract (contact.ts)
 * checks them, and the website's form (app/features/site/contact-validation.ts) reads them from
 * here. No zod in this file, so the public pages take it without the validation library.
 */
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
