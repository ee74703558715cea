import { z } from 'zod';
import { userStatusSchema } from './auth';
import { id, imageUrlSchema, text } from './common';

/**
 * Chat (docs/product.md sections 3, 4 and 7). Contacts are the people of the chat app; a thread is
 * keyed by contact uid.
 */
export const chatStatusSchema = userStatusSchema;

export const chatContactSchema = z.object({
  uid: id,
  displayName: text(),
  about: text(),
  photoURL: imageUrlSchema,
  status: chatStatusSchema,
});
export type ChatContact = z.infer<typeof chatContactSchema>;

export const MESSAGE_MAX = 5000;

/** One message; `time` is an ISO date string; `isSent` is true for a message the staff member sent. */
export const chatMessageSchema = z.object({
  textContent: text(),
  time: text(),
  isSent: z.boolean(),
  isSeen: z.boolean(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** A thread: messages oldest first; `unseenMsg` counts received messages not yet seen. */
export const chatThreadSchema = z.object({
  isPinned: z.boolean(),
  msg: z.array(chatMessageSchema),
  unseenMsg: z.number().int().min(0),
});
export type ChatThread = z.infer<typeof chatThreadSchema>;

/** GET /api/apps/chat/chats: every thread, keyed by contact uid. */
export const chatsReply = z.record(text(), chatThreadSchema);
export type ChatsReply = z.infer<typeof chatsReply>;

/** GET /api/apps/chat/contacts?q=: contacts whose displayName contains q (case-insensitive), by name. */
export const contactsQuery = z.object({ q: text().max(100).optional() });
export const contactsReply = z.array(chatContactSchema);

/**
 * GET /api/apps/chat/chat-contacts?q=: only contacts with a thread, each with a summary of it;
 * pinned threads first, then the most recent last message first.
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
 * POST /api/apps/chat/mark-all-seen/ body {contactId} and POST /api/apps/chat/mark-all-seen body {id}:
 * both forms are accepted on both paths. Every message of the thread becomes seen.
 * Reply: 200 with the updated thread. A contact without a thread, or an unknown one: 404.
 */
export const markAllSeenBody = z
  .object({ contactId: id.optional(), id: id.optional() })
  .strict()
  .refine((body) => body.contactId !== undefined || body.id !== undefined, {
    message: 'is required (or id)',
    path: ['contactId'],
  });

/** POST /api/apps/chat/set-pinned/ body {contactId, value}. Reply: 200 with the updated thread; no thread: 404. */
export const setPinnedBody = z.object({ contactId: id, value: z.boolean() }).strict();

/** The message of POST /api/apps/chat/msg: only textContent is required. */
export const newChatMessageSchema = z
  .object({
    textContent: text().trim().min(1, 'must not be empty').max(MESSAGE_MAX),
    /** defaults to the server's time */
    time: z.iso.datetime({ offset: true }).optional(),
    /** defaults to true: the staff member sends it */
    isSent: z.boolean().optional(),
    /** defaults to false */
    isSeen: z.boolean().optional(),
  })
  .strict();

/**
 * POST /api/apps/chat/msg body {payload: {id, msg, isPinned}}: adds the message to the thread of
 * contact `id`; a contact without a thread gets one (pinned as `isPinned` says, default false).
 * Reply: 200 with {msg, chat}: the stored message and the updated thread. Unknown contact: 404.
 */
export const sendMessageBody = z
  .object({
    payload: z.object({ id, msg: newChatMessageSchema, isPinned: z.boolean().optional() }).strict(),
  })
  .strict();
export const sendMessageReply = z.object({ msg: chatMessageSchema, chat: chatThreadSchema });
