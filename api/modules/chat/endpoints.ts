import { z } from 'zod';
import { endpoint, pathIdSchema } from '../../contract/endpoint';
import {
  chatContactSchema,
  chatContactsReply,
  chatsReply,
  chatThreadSchema,
  contactsQuery,
  contactsReply,
  markAllSeenBody,
  sendMessageBody,
  sendMessageReply,
  setPinnedBody,
  setStatusBody,
} from './contract';

/**
 * The chat's endpoints (the rules of each are in ./contract.ts): staff only (rule editor), and
 * every reply is the reader's own side of a conversation (docs/decisions/0053). The live stream
 * below /api/apps/chat/events is the live module's (api/modules/live/endpoints.ts).
 */
export const getChatProfile = endpoint({
  method: 'GET',
  path: '/api/apps/chat/profile',
  summary: "The reader's own chat contact, their status included",
  access: 'editor',
  reply: chatContactSchema,
  errors: { 404: ['notFound'] },
});

export const setChatStatus = endpoint({
  method: 'POST',
  path: '/api/apps/chat/set-status',
  summary: "Save the reader's status, which colleagues see; answers the reader's contact",
  access: 'editor',
  body: setStatusBody,
  reply: chatContactSchema,
  errors: { 404: ['notFound'] },
});

export const listChatContacts = endpoint({
  method: 'GET',
  path: '/api/apps/chat/contacts',
  summary: 'The colleagues whose name contains q, by name',
  access: 'editor',
  query: contactsQuery,
  reply: contactsReply,
});

export const listChats = endpoint({
  method: 'GET',
  path: '/api/apps/chat/chats',
  summary: "Every thread of the reader, by contact's uid",
  access: 'editor',
  reply: chatsReply,
});

export const getChatThread = endpoint({
  method: 'GET',
  path: '/api/apps/chat/chats/:contactId',
  summary: "The reader's thread with one contact, oldest message first",
  access: 'editor',
  params: z.object({ contactId: pathIdSchema }),
  reply: chatThreadSchema,
  errors: { 404: ['notFound'] },
});

export const listChatThreadContacts = endpoint({
  method: 'GET',
  path: '/api/apps/chat/chat-contacts',
  summary: 'The contacts with a thread, each with its summary: pinned first, then the most recent',
  access: 'editor',
  query: contactsQuery,
  reply: chatContactsReply,
});

export const markChatSeen = endpoint({
  method: 'POST',
  path: '/api/apps/chat/mark-all-seen',
  summary: 'What a contact sent the reader becomes seen (body {contactId} or {id})',
  access: 'editor',
  body: markAllSeenBody,
  reply: chatThreadSchema,
  errors: { 404: ['notFound'] },
});

export const setChatPinned = endpoint({
  method: 'POST',
  path: '/api/apps/chat/set-pinned',
  summary: "Pin or unpin the reader's own side of a thread",
  access: 'editor',
  body: setPinnedBody,
  reply: chatThreadSchema,
  errors: { 404: ['notFound'] },
});

export const sendChatMessage = endpoint({
  method: 'POST',
  path: '/api/apps/chat/msg',
  summary: 'Send a message to a colleague (a thread is made for the first one)',
  access: 'editor',
  body: sendMessageBody,
  reply: sendMessageReply,
  errors: { 404: ['notFound'] },
});
