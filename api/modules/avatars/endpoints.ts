import { endpoint, idParams } from '../../contract/endpoint';
import { avatarQuery, avatarReply } from './contract';

/**
 * People's pictures (./contract.ts; docs/product.md section 7): an admin sets anyone's, a
 * signed-in person their own; anyone reads one without a token (an <img> sends none). An upload's
 * body is the image's bytes (PNG, JPEG or WebP, at most 2 MB; its type the Content-Type), read
 * and checked by readPicture of api/platform/pictures.ts within the route's own body limit.
 */
const pictureErrors = {
  413: ['bodyTooLarge'],
  415: ['unsupportedImage'],
  422: ['unsupportedImage'],
} as const;

export const uploadPersonAvatar = endpoint({
  method: 'PUT',
  path: '/api/user-management/users/:id/avatar',
  summary: "Set a person's picture",
  access: 'admin',
  params: idParams,
  body: 'binary',
  reply: avatarReply,
  errors: { 404: ['notFound'], ...pictureErrors },
});

export const removePersonAvatar = endpoint({
  method: 'DELETE',
  path: '/api/user-management/users/:id/avatar',
  summary: "Remove a person's picture: the default one shows again",
  access: 'admin',
  params: idParams,
  reply: avatarReply,
  errors: { 404: ['notFound'] },
});

export const uploadOwnAvatar = endpoint({
  method: 'PUT',
  path: '/api/account/avatar',
  summary: "Set one's own picture",
  access: 'public',
  body: 'binary',
  reply: avatarReply,
  errors: pictureErrors,
});

export const removeOwnAvatar = endpoint({
  method: 'DELETE',
  path: '/api/account/avatar',
  summary: "Remove one's own picture: the default one shows again",
  access: 'public',
  reply: avatarReply,
});

export const getAvatar = endpoint({
  method: 'GET',
  path: '/api/avatars/:id',
  summary: "A person's stored picture, by the URL of its version (cached for good)",
  access: 'anyone',
  params: idParams,
  query: avatarQuery,
  reply: 'image/*',
  errors: { 404: ['notFound'] },
});
