import { okReply } from '../../contract/common';
import { endpoint, idParams } from '../../contract/endpoint';
import {
  createManagedUserBody,
  createManagedUserReply,
  managedUserListReply,
  managedUserSchema,
  sendInvitationReply,
  updateManagedUserBody,
  usernameAvailabilityQuery,
  usernameAvailabilityReply,
} from './contract';

/**
 * The people app's endpoints (the rules of each are in ./contract.ts; docs/product.md section 6,
 * docs/decisions/0030-user-management-changes.md): reading needs editor, changing a person admin;
 * staff (editors) invite a customer company's people and send them the invitation again.
 * A person's picture is the avatars module's (/api/user-management/users/:id/avatar).
 */

export const listManagedUsers = endpoint({
  method: 'GET',
  path: '/api/user-management/users',
  summary: 'Every person of the staff directory, highest id first',
  access: 'editor',
  reply: managedUserListReply,
});

export const checkUsernameAvailability = endpoint({
  method: 'GET',
  path: '/api/user-management/username-availability',
  summary: 'Whether a username is free to take (compared case-insensitively)',
  access: 'editor',
  query: usernameAvailabilityQuery,
  reply: usernameAvailabilityReply,
});

export const createManagedUser = endpoint({
  method: 'POST',
  path: '/api/user-management/users',
  summary:
    "Create a person's account, without a password, and send them an invitation (an admin invites anyone; an editor only a customer: role user with a companyId, else 403 naming the field)",
  access: 'editor',
  body: createManagedUserBody,
  reply: createManagedUserReply,
  status: 201,
  errors: { 403: ['forbidden'], 422: ['alreadyUsed', 'customerOnly', 'invalidValue'] },
});

export const sendInvitation = endpoint({
  method: 'POST',
  path: '/api/user-management/users/:id/invitation',
  summary:
    'Send the invitation again, with a new link to choose a password (an admin to anyone; an editor only to a customer of a company, else 403)',
  access: 'editor',
  params: idParams,
  reply: sendInvitationReply,
  errors: { 403: ['forbidden'], 404: ['notFound'] },
});

export const getManagedUser = endpoint({
  method: 'GET',
  path: '/api/user-management/users/:id',
  summary: 'One person of the staff directory',
  access: 'editor',
  params: idParams,
  reply: managedUserSchema,
  errors: { 404: ['notFound'] },
});

export const updateManagedUser = endpoint({
  method: 'POST',
  path: '/api/user-management/users/:id',
  summary: 'Merge the given fields into a person (an `id` in the body is ignored)',
  access: 'admin',
  params: idParams,
  body: updateManagedUserBody,
  reply: managedUserSchema,
  errors: {
    404: ['notFound'],
    422: ['alreadyUsed', 'notYourself', 'lastAdmin', 'customerOnly', 'invalidValue'],
  },
});

export const deactivateManagedUser = endpoint({
  method: 'DELETE',
  path: '/api/user-management/users/:id',
  summary: 'Deactivate a person: the record stays, the account can no longer sign in',
  access: 'admin',
  params: idParams,
  reply: okReply,
  errors: { 404: ['notFound'], 422: ['notYourself', 'lastAdmin'] },
});
