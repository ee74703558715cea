/**
 * The chat's own rules (the chat between colleagues, docs/decisions/0053): which pending messages
 * the stored thread already holds, the reader's day of a message, the conversation's groups and day
 * separators, and what a live event makes stale. Dates are made on the local clock, so this holds
 * in every time zone.
 */
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../../api/modules/chat/contract';
import { chatKeys } from './api/keys';
import { dayKey, dayNameOf } from './chat-time';
import { groupsOf, shownMessages } from './components/message-list';
import { invalidateForEvent } from './live';
import { withoutDelivered, type PendingMessage } from './pending';

const at = (day: number, hour: number) => new Date(2026, 2, day, hour, 5).toISOString();

const message = (id: number, fields: Partial<ChatMessage> = {}): ChatMessage => ({
  id,
  senderId: 1,
  textContent: `text ${id}`,
  time: at(4, 10),
  isSent: true,
  isSeen: false,
  ...fields,
});

const pending = (mutationId: number, fields: Partial<PendingMessage> = {}): PendingMessage => ({
  mutationId,
  contactId: 2,
  textContent: 'hello',
  afterId: 5,
  state: 'sending',
  submittedAt: new Date(2026, 2, 4, 10, 6).getTime(),
  ...fields,
});

describe('withoutDelivered', () => {
  it('drops a pending message the thread holds as a newer sent message with its text', () => {
    const stored = [message(5), message(6, { textContent: 'hello' })];
    expect(withoutDelivered([pending(1)], stored)).toEqual([]);
  });

  it('keeps it when the match is older, received, or another text', () => {
    const stored = [
      message(5, { textContent: 'hello' }),
      message(6, { textContent: 'hello', isSent: false }),
      message(7, { textContent: 'hello!' }),
    ];
    expect(withoutDelivered([pending(1)], stored)).toHaveLength(1);
  });

  it('matches one stored message to one pending message (the same text twice)', () => {
    const stored = [message(6, { textContent: 'hello' })];
    expect(withoutDelivered([pending(1), pending(2)], stored).map((p) => p.mutationId)).toEqual([
      2,
    ]);
  });

  it('always keeps a failed message', () => {
    const stored = [message(6, { textContent: 'hello' })];
    expect(withoutDelivered([pending(1, { state: 'failed' })], stored)).toHaveLength(1);
  });
});

describe('days', () => {
  it('names today and yesterday on the reader\u2019s clock', () => {
    const now = new Date(2026, 2, 4, 0, 30);
    expect(dayNameOf(new Date(2026, 2, 4, 0, 1).toISOString(), now)).toBe('today');
    expect(dayNameOf(new Date(2026, 2, 3, 23, 59).toISOString(), now)).toBe('yesterday');
    expect(dayNameOf(new Date(2026, 2, 2, 12).toISOString(), now)).toBe('date');
    // across a year's end
    expect(dayNameOf(new Date(2025, 11, 31, 22).toISOString(), new Date(2026, 0, 1, 1))).toBe(
      'yesterday',
    );
    expect(dayKey(new Date(2026, 0, 9, 8))).toBe('2026-01-09');
  });
});

describe('groupsOf', () => {
  it('groups one sender\u2019s messages of one day, with the date at each new day', () => {
    const messages = shownMessages(
      [
        message(1, { time: at(3, 9) }),
        message(2, { time: at(3, 10) }),
        message(3, { time: at(3, 11), isSent: false }),
        message(4, { time: at(4, 9), isSent: false }),
      ],
      [pending(9)],
    );
    const groups = groupsOf(messages);
    expect(groups.map((g) => [g.sent, g.messages.length, g.day !== null])).toEqual([
      [true, 2, true],
      [false, 1, false],
      [false, 1, true],
      [true, 1, false],
    ]);
    expect(groups[3].messages[0].state).toBe('sending');
  });
});

describe('invalidateForEvent', () => {
  const staleKeys = (event: { type: string; [key: string]: unknown }) => {
    const client = new QueryClient();
    for (const key of [
      chatKeys.profile,
      chatKeys.contacts,
      chatKeys.chatContacts,
      chatKeys.thread(2),
      chatKeys.thread(3),
    ]) {
      client.setQueryData(key, {});
    }
    invalidateForEvent(client, event);
    return client
      .getQueryCache()
      .getAll()
      .filter((q) => q.state.isInvalidated)
      .map((q) => q.queryKey.join('/'))
      .sort();
  };

  it('a message: the two people\u2019s thread and the list', () => {
    expect(staleKeys({ type: 'chat.message', from: 1, to: 2, messageId: 7 })).toEqual([
      'chat/chat-contacts',
      'chat/thread/2',
    ]);
  });

  it('a status: the contacts, the list and the profile', () => {
    expect(staleKeys({ type: 'chat.status', uid: 2, status: 'away' })).toEqual([
      'chat/chat-contacts',
      'chat/contacts',
      'chat/profile',
    ]);
  });

  it('a reconnect: everything of the chat', () => {
    expect(staleKeys({ type: 'live.connected' })).toHaveLength(5);
  });
});
