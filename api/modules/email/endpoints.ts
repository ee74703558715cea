import { z } from 'zod';
import { endpoint, idParams } from '../../contract/endpoint';
import {
  composeMailReply,
  createMailBody,
  deleteMailsBody,
  deleteMailsReply,
  emailMetaSchema,
  emailSchema,
  emailTagSchema,
  mailChangeReply,
  mailListQuery,
  markUnreadBody,
  moveMailsBody,
  setLabelsBody,
  setStarredBody,
  updateDraftBody,
  updateLabelsBody,
} from './contract';

/**
 * The email app's endpoints (the rules of each are in ./contract.ts): staff only (rule editor),
 * since the inbox holds the website's enquiries (docs/decisions/0035); composing and sending:
 * docs/decisions/0054. A change to mails answers the changed mails' states; any unknown id is 404
 * and nothing changes.
 */

export const listMails = endpoint({
  method: 'GET',
  path: '/api/apps/email/mails',
  summary: "A view's mails, newest first, searched and paged; X-Total-Count says how many in all",
  access: 'editor',
  query: mailListQuery,
  // an array, kept so: the total is in the reply's header (MAIL_TOTAL_HEADER)
  reply: z.array(emailSchema),
});

export const getMail = endpoint({
  method: 'GET',
  path: '/api/apps/email/mails/:id',
  summary: 'One mail of any folder with its thread',
  access: 'editor',
  params: idParams,
  reply: emailSchema,
  errors: { 404: ['notFound'] },
});

export const listEmailTags = endpoint({
  method: 'GET',
  path: '/api/apps/email/tags',
  summary: 'The labels with their colours',
  access: 'editor',
  reply: z.array(emailTagSchema),
});

export const getEmailMeta = endpoint({
  method: 'GET',
  path: '/api/apps/email/meta',
  summary: "The unread and draft ids, each view's total, and whether mail leaves",
  access: 'editor',
  reply: emailMetaSchema,
});

export const createMail = endpoint({
  method: 'POST',
  path: '/api/apps/email/mails',
  summary: 'Compose a mail: kept as a draft, or sent at once',
  access: 'editor',
  body: createMailBody,
  reply: composeMailReply,
  status: 201,
  errors: { 404: ['notFound'] },
});

export const updateDraft = endpoint({
  method: 'PUT',
  path: '/api/apps/email/mails/:id',
  summary: "Replace a draft's fields; with `send: true` send it",
  access: 'editor',
  params: idParams,
  body: updateDraftBody,
  reply: composeMailReply,
  errors: { 404: ['notFound'], 409: ['notDraft'] },
});

export const sendMailAgain = endpoint({
  method: 'POST',
  path: '/api/apps/email/mails/:id/send',
  summary: 'Send again a mail whose delivery failed',
  access: 'editor',
  params: idParams,
  reply: composeMailReply,
  errors: { 404: ['notFound'], 409: ['notFailed'] },
});

export const deleteMails = endpoint({
  method: 'POST',
  path: '/api/apps/email/delete-mails',
  summary: 'Delete mails of the trash for ever, with their replies: all or none',
  access: 'editor',
  body: deleteMailsBody,
  reply: deleteMailsReply,
  errors: { 404: ['notFound'], 409: ['notInTrash'] },
});

export const moveMails = endpoint({
  method: 'POST',
  path: '/api/apps/email/move-mails',
  summary: 'Move mails to a folder',
  access: 'editor',
  body: moveMailsBody,
  reply: mailChangeReply,
  errors: { 404: ['notFound'] },
});

export const toggleMailLabel = endpoint({
  method: 'POST',
  path: '/api/apps/email/update-labels',
  summary: 'Toggle a label on each given mail',
  access: 'editor',
  body: updateLabelsBody,
  reply: mailChangeReply,
  errors: { 404: ['notFound'] },
});

export const setMailLabels = endpoint({
  method: 'POST',
  path: '/api/apps/email/set-labels',
  summary: "Replace one mail's labels",
  access: 'editor',
  body: setLabelsBody,
  reply: mailChangeReply,
  errors: { 404: ['notFound'] },
});

export const markMailsUnread = endpoint({
  method: 'POST',
  path: '/api/apps/email/mark-unread',
  summary: 'Mark mails read or unread',
  access: 'editor',
  body: markUnreadBody,
  reply: mailChangeReply,
  errors: { 404: ['notFound'] },
});

export const setMailStarred = endpoint({
  method: 'POST',
  path: '/api/apps/email/set-starred',
  summary: 'Star or unstar one mail',
  access: 'editor',
  body: setStarredBody,
  reply: mailChangeReply,
  errors: { 404: ['notFound'] },
});
