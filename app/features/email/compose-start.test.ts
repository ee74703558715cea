// @vitest-environment jsdom
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import type { Email } from '../../../api/modules/email/contract';
import { addressOf, composeFrom, draftStart } from './compose-start';

// the keys and their values, enough to see what goes where
const t = ((key: string, values?: Record<string, unknown>) =>
  `${key}${values ? JSON.stringify(values) : ''}`) as unknown as TFunction;

const mail: Email = {
  id: 7,
  sender: 'a.sender@example.test',
  sender_name: 'A Sender',
  to: ['operations@siamgateway.example', 'colleague@example.test'],
  cc: ['Copy@Example.test', 'a.sender@example.test'],
  bcc: [],
  img: '',
  subject: 'Booking',
  message: '<p>Hello<script>x()</script><img src="https://t.example/p.png"></p>',
  attachments: [],
  isStarred: false,
  labels: [],
  time: '2031-05-17T10:00:00.000Z',
  unread: false,
  mailFolder: 'inbox',
  replies: [],
};
const own = 'Siam Gateway Operations <operations@siamgateway.example>';

describe('composeFrom', () => {
  it('replies to the sender, once "Re:", with the mail quoted and cleaned', () => {
    const start = composeFrom('reply', mail, own, t, 'en');
    expect(start.to).toEqual(['a.sender@example.test']);
    expect(start.cc).toEqual([]);
    expect(start.subject).toBe('Re: Booking');
    expect(start.inReplyTo).toBe(7);
    expect(start.message).toContain('<blockquote><p>Hello');
    expect(start.message).not.toContain('<script');
    expect(start.message).not.toMatch(/\ssrc="https:/);
    expect(composeFrom('reply', { ...mail, subject: 'RE: Booking' }, own, t, 'en').subject).toBe(
      'RE: Booking',
    );
  });

  it('replies to all but the own mailbox, each address once', () => {
    const start = composeFrom('reply-all', mail, own, t, 'en');
    expect(start.to).toEqual(['a.sender@example.test', 'colleague@example.test']);
    expect(start.cc).toEqual(['Copy@Example.test']);
  });

  it('answers a mail of our own to its recipients', () => {
    const sent = { ...mail, sender: 'operations@siamgateway.example', to: ['client@example.test'] };
    expect(composeFrom('reply', sent, own, t, 'en').to).toEqual(['client@example.test']);
  });

  it('forwards to nobody yet, with the original below a header', () => {
    const start = composeFrom('forward', mail, own, t, 'en');
    expect(start.to).toEqual([]);
    expect(start.subject).toBe('Fwd: Booking');
    expect(start.forwardOf).toBe(7);
    expect(start.inReplyTo).toBeUndefined();
    expect(start.message).toContain('compose.forwarded');
  });
});

describe('draftStart and addressOf', () => {
  it('opens a draft with its fields and id', () => {
    const start = draftStart({ ...mail, mailFolder: 'draft', inReplyTo: 3 });
    expect(start).toMatchObject({ kind: 'draft', draftId: 7, to: mail.to, inReplyTo: 3 });
  });

  it('reads the address of "Name <address>"', () => {
    expect(addressOf(own)).toBe('operations@siamgateway.example');
    expect(addressOf('x@example.test')).toBe('x@example.test');
  });
});
