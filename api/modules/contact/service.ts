import type { SendContactMessageBody, ContactService } from './contract';
import type { NewEmail } from '../email/contract';
import { operationsMailbox, type EmailService } from '../email';
import type { ContactStore } from './store';

export const serviceNames: Record<ContactService, string> = {
  'sea-freight': 'Sea freight',
  'air-freight': 'Air freight',
  customs: 'Customs clearance',
  'heavy-equipment': 'Heavy equipment',
  'cross-border': 'Cross-border transport',
  warehousing: 'Warehousing',
  'project-cargo': 'Project cargo',
  other: 'Other',
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The enquiry as a mail to the staff inbox. Every value from the visitor is HTML-escaped. */
export function enquiryMail(input: Omit<SendContactMessageBody, 'website'>, now: Date): NewEmail {
  const service = serviceNames[input.service];
  const rows: [string, string][] = [
    ['Name', input.name],
    ['Email', input.email],
    ['Phone', input.phone || '—'],
    ['Company', input.company || '—'],
    ['Service', service],
  ];
  const message = [
    '<p>A message from the website’s contact form.</p>',
    `<table>${rows.map(([label, value]) => `<tr><th>${label}</th><td>${escapeHtml(value)}</td></tr>`).join('')}</table>`,
    ...input.message
      .split(/\r?\n\s*\r?\n/)
      .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\r?\n/g, '<br>')}</p>`),
  ].join('');
  return {
    sender: input.email,
    sender_name: input.name,
    to: [operationsMailbox.email],
    cc: [],
    bcc: [],
    img: '',
    subject: `Website enquiry: ${service} — ${input.company || input.name}`,
    message,
    attachments: [],
    isStarred: false,
    labels: [],
    time: now.toISOString(),
    mailFolder: 'inbox',
    unread: true,
  };
}

export function contactService(store: ContactStore, email: EmailService, now: () => Date) {
  return {
    /**
     * A filled honeypot stores nothing and answers like a stored message. Otherwise the message
     * becomes an unread mail in the staff inbox, then is recorded with that mail's id.
     */
    async send({ website, ...input }: SendContactMessageBody): Promise<number> {
      if (website.trim() !== '') return store.reserveId();
      const receivedAt = now();
      const mailId = await email.receive(enquiryMail(input, receivedAt));
      return store.insert({ ...input, mailId, receivedAt: receivedAt.toISOString() });
    },
  };
}
