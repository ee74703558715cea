import { z } from 'zod';
import { userStatusSchema } from '../auth/contract';
import { id, imageUrlSchema, text } from '../../contract/common';

/**
 * Chat between the company's staff (docs/product.md sections 3.10, 4.9 and 7.6; docs/decisions/0053).
 * A contact is a staff account (access role editor or admin, account status active) other than
 * the reader; its `uid` is the account id. A thread between two people is one conversation that
 * each of them sees from their own side: every reply here is from the reader's side (`isSent`,
 * `isPinned` and `unseenMsg` are the reader's).
 */
export const chatStatusSchema = userStatusSchema;
export type ChatStatus = z.infer<typeof chatStatusSchema>;

/**
 * A person in the chat: `displayName` is the person's name, `photoURL` the picture the people
 * screens show, `status` the one the person chose (online, away, do not disturb, offline),
 * `email` and `department` what the account holds ('' when it holds none; the department is
 * `sales`, `development` or `management` as the people app names it).
 */
export const chatContactSchema = z.object({
  uid: id,
  displayName: text(),
  about: text(),
  photoURL: imageUrlSchema,
  status: chatStatusSchema,
  email: text(),
  department: text(),
});
export type ChatContact = z.infer<typeof chatContactSchema>;

/** A message's text: plain text (a screen shows HTML in it as text), 1 to 2,000 characters. */
export const MESSAGE_MAX = 2000;

/**
 * One message. `id` increases with every message sent (a later message has a higher id);
 * `senderId` is the account that sent it; `time` is an ISO date string set by the server;
 * `isSent` is true for a message the reader sent; `isSeen` is true once its receiver has seen it.
 */
export const chatMessageSchema = z.object({
  id,
  senderId: id,
  textContent: text(),
  time: text(),
  isSent: z.boolean(),
  isSeen: z.boolean(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/**
 * A thread from the reader's side: messages oldest first; `isPinned` is the reader's own pin;
 * `unseenMsg` counts the messages the reader received and has not seen (derived, never stored).
 */
export const chatThreadSchema = z.object({
  isPinned: z.boolean(),
  msg: z.array(chatMessageSchema),
  unseenMsg: z.number().int().min(0),
});
export type ChatThread = z.infer<typeof chatThreadSchema>;

/** GET /api/apps/chat/chats: every thread of the reader, keyed by contact uid. */
export const chatsReply = z.record(text(), chatThreadSchema);
export type ChatsReply = z.infer<typeof chatsReply>;

/**
 * GET /api/apps/chat/chats/{contactId}: the reader's thread with that contact (a chatThread).
 * 404 when there is no such contact or no thread with them.
 */

/** GET /api/apps/chat/contacts?q=: contacts whose displayName contains q (case-insensitive), by name. */
export const contactsQuery = z.object({ q: text().max(100).optional() });
export const contactsReply = z.array(chatContactSchema);

/**
 * GET /api/apps/chat/chat-contacts?q=: only contacts with a thread, each with a summary of it;
 * the reader's pinned threads first, then the most recent last message first.
 */
export const chatContactSummarySchema = chatContactSchema.extend({
  chat: z.object({
    isPinned: z.boolean(),
    unseenMsg: z.number().int().min(0),
    lastMessage: chatMessageSchema.nullable(),
  }),
});
export type ChatContactSummary = z.infer<typeof chatContactSummarySchema>;
export const chatContactsReply = z.array(chatContactSummarySchema);

/**
 * GET /api/apps/chat/profile: the reader's own chatContact, their status included.
 * POST /api/apps/chat/set-status body {status}: saves the reader's status, which colleagues see
 * on their contacts; answers the reader's chatContact.
 */
export const setStatusBody = z.object({ status: chatStatusSchema }).strict();
export type SetStatusBody = z.infer<typeof setStatusBody>;

/**
 * POST /api/apps/chat/mark-all-seen/ body {contactId} and POST /api/apps/chat/mark-all-seen body {id}:
 * both forms are accepted on both paths. The messages the reader received from that contact
 * become seen (never the ones the reader sent: their receiver sees those).
 * Reply: 200 with the updated thread. A contact without a thread, or an unknown one: 404.
 */
export const markAllSeenBody = z
  .object({ contactId: id.optional(), id: id.optional() })
  .strict()
  .refine((body) => body.contactId !== undefined || body.id !== undefined, {
    message: 'is required (or id)',
    path: ['contactId'],
  });
export type MarkAllSeenBody = z.infer<typeof markAllSeenBody>;

/**
 * POST /api/apps/chat/set-pinned/ body {contactId, value}: the reader's own pin (the other person's
 * is unchanged). Reply: 200 with the updated thread; no thread: 404.
 */
export const setPinnedBody = z.object({ contactId: id, value: z.boolean() }).strict();
export type SetPinnedBody = z.infer<typeof setPinnedBody>;

/**
 * The message of POST /api/apps/chat/msg: only textContent is required. The server sets the time
 * (its clock), the sender (the reader) and isSeen (false). The template's optional fields are
 * still accepted so that its body keeps working, but none of them can forge anything: `time` is
 * checked and ignored, `isSent` may only be true and `isSeen` only false (422 otherwise).
 */
export const newChatMessageSchema = z
  .object({
    textContent: text().trim().min(1, 'must not be empty').max(MESSAGE_MAX),
    /** ignored: the server's time is the message's time */
    time: z.iso.datetime({ offset: true }).optional(),
    /** the reader sends the message: only true */
    isSent: z.literal(true, { error: 'must be true (the reader sends the message)' }).optional(),
    /** a new message is unseen: only false */
    isSeen: z.literal(false, { error: 'must be false (a new message is unseen)' }).optional(),
  })
  .strict();

/**
 * POST /api/apps/chat/msg body {payload: {id, msg, isPinned}}: sends the message to contact `id`;
 * a contact without a thread gets one (the reader's pin as `isPinned` says, default false).
 * Reply: 200 with {msg, chat}: the stored message and the updated thread, from the reader's side.
 * The reader themself, an unknown account, a customer, a blocked or deactivated person: 404.
 */
export const sendMessageBody = z
  .object({
    payload: z.object({ id, msg: newChatMessageSchema, isPinned: z.boolean().optional() }).strict(),
  })
  .strict();
export type SendMessageBody = z.infer<typeof sendMessageBody>;
export const sendMessageReply = z.object({ msg: chatMessageSchema, chat: chatThreadSchema });
export type SendMessageReply = z.infer<typeof sendMessageReply>;

/**
 * What the chat publishes on the live bus (api/platform/live.ts) after a change; a screen fetches
 * what it shows when one arrives.
 * - `chat.message` {from, to, messageId} to [from, to]: a message was sent.
 * - `chat.seen` {by, contactId} to [by, contactId]: `by` saw what `contactId` had sent them.
 * - `chat.status` {uid, status} to everyone: a person changed their status.
 * - `chat.pinned` {contactId} to [the reader]: the reader pinned or unpinned their thread.
 */
export const chatLiveEventTypes = [
  'chat.message',
  'chat.seen',
  'chat.status',
  'chat.pinned',
] as const;
