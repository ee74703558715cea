import { z } from 'zod';
import { id, text } from '../../contract/common';
import { contactLimits, contactServices, isContactPhone } from './contract-rules';

/**
 * The public website's contact form (docs/product.md sections 5.5 and 7.10): POST /api/contact, no
 * token needed.
 * - 201 {ok: true, id}: stored; it arrives in the staff email app's inbox as a new unread mail.
 * - 422 {error, field, issues}: a field is wrong; `error` names the first one ("email: ...").
 * - 429 {error, retryAfterSeconds}: more than 5 messages a minute from one address.
 * `website` is a honeypot: people leave it empty (the form hides it); when it is filled the
 * answer is the same 201 as for a stored message, and nothing is stored.
 */
export const contactServiceSchema = z.enum(contactServices, {
  error:
    'must be one of sea-freight, air-freight, customs, heavy-equipment, cross-border, warehousing, project-cargo, other',
});
export type ContactService = z.infer<typeof contactServiceSchema>;

export const sendContactMessageBody = z
  .object({
    name: text()
      .trim()
      .min(1, 'please enter your name')
      .max(contactLimits.name, `must be at most ${contactLimits.name} characters`),
    email: text()
      .trim()
      .max(contactLimits.email, `must be at most ${contactLimits.email} characters`)
      .pipe(z.email('please enter a valid email address, like name@company.com')),
    /** optional; empty means none */
    phone: text()
      .trim()
      .max(contactLimits.phone, `must be at most ${contactLimits.phone} characters`)
      .refine(
        (value) => value === '' || isContactPhone(value),
        'please enter a phone number of at least 6 digits (digits, spaces, + - . and brackets only)',
      )
      .default(''),
    /** optional; empty means none */
    company: text()
      .trim()
      .max(contactLimits.company, `must be at most ${contactLimits.company} characters`)
      .default(''),
    service: contactServiceSchema,
    message: text()
      .trim()
      .min(contactLimits.messageMin, `please write at least ${contactLimits.messageMin} characters`)
      .max(contactLimits.messageMax, `must be at most ${contactLimits.messageMax} characters`),
    /** the honeypot: must stay empty */
    website: text().max(2_000).default(''),
  })
  .strict()
  .meta({
    examples: [
      {
        name: 'Ploy Chaiyaporn',
        email: 'ploy@example.com',
        phone: '+66 2 555 0100',
        company: 'Siam Cargo',
        service: 'project-cargo',
        message: 'We need a quote for two 40HC containers to Rotterdam next month.',
      },
    ],
  });
export type SendContactMessageBody = z.infer<typeof sendContactMessageBody>;

export const contactReply = z.object({ ok: z.literal(true), id });
export type ContactReply = z.infer<typeof contactReply>;

/** A stored contact message. */
export interface ContactMessage extends Omit<SendContactMessageBody, 'website'> {
  id: number;
  /** the mail it became in the staff inbox (null once that mail is gone) */
  mailId: number | null;
  /** ISO 8601 */
  receivedAt: string;
}
