import { okReply } from '../../contract/common';
import { endpoint, idParams } from '../../contract/endpoint';
import { uploadQuery, uploadSchema, uploadsReply } from './contract';

/**
 * The upload demonstration's endpoints (./contract.ts; docs/decisions/0065-demonstration-uploads.md):
 * staff hold shipping documents for their session; each person reads and removes only their own.
 */

export const listUploads = endpoint({
  method: 'GET',
  path: '/api/components/uploads',
  summary: "The session's uploads, oldest first, and the bytes they hold",
  access: 'editor',
  reply: uploadsReply,
});

/**
 * The body is the file's bytes as they are (a PDF, PNG or JPEG of at most 5 MB; its type the
 * Content-Type), its name the query's: read and checked by the handler within the route's own
 * body limit.
 */
export const addUpload = endpoint({
  method: 'POST',
  path: '/api/components/uploads',
  summary: 'Upload one file, held for the session that sent it',
  access: 'editor',
  query: uploadQuery,
  body: 'binary',
  reply: uploadSchema,
  status: 201,
  errors: {
    400: ['badRequest'],
    409: ['tooBig'],
    413: ['bodyTooLarge'],
    415: ['invalidFormat'],
  },
});

export const clearUploads = endpoint({
  method: 'DELETE',
  path: '/api/components/uploads',
  summary: 'Remove every upload of the session',
  access: 'editor',
  reply: okReply,
});

export const removeUpload = endpoint({
  method: 'DELETE',
  path: '/api/components/uploads/:id',
  summary: "Remove one of the session's uploads",
  access: 'editor',
  params: idParams,
  reply: okReply,
  errors: { 404: ['notFound'] },
});
