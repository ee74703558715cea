import { z } from 'zod';
import { okReply } from '../../contract/common';
import { endpoint } from '../../contract/endpoint';
import {
  accountReply,
  accountSessionsReply,
  changeAccountEmailBody,
  changeAccountPasswordBody,
  updateAccountNotificationsBody,
  updateAccountProfileBody,
} from './contract';

/**
 * The signed-in person's own account (the rules of each are in ./contract.ts): any signed-in
 * person, only ever their own record and sessions; no path names a person. The picture's
 * endpoints (/api/account/avatar) are the avatars module's.
 */

/**
 * A session's id as the path gives it, unchecked: one that names none of the caller's live
 * sessions is the service's 404, whatever its shape.
 */
const sessionParams = z.object({ id: z.string() });

export const getAccount = endpoint({
  method: 'GET',
  path: '/api/account',
  summary: 'The signed-in person, their "about" and their notification preferences',
  access: 'public',
  reply: accountReply,
});

export const updateAccountProfile = endpoint({
  method: 'POST',
  path: '/api/account/profile',
  summary: "Change the given fields of one's own profile (General, Information, Social)",
  access: 'public',
  body: updateAccountProfileBody,
  reply: accountReply,
  errors: { 422: ['alreadyUsed'] },
});

export const changeAccountEmail = endpoint({
  method: 'POST',
  path: '/api/account/email',
  summary: "Change one's sign-in email, with the current password",
  access: 'public',
  body: changeAccountEmailBody,
  reply: accountReply,
  errors: { 422: ['wrongPassword', 'providerAccount', 'alreadyUsed'], 429: ['tooManyAttempts'] },
});

export const changeAccountPassword = endpoint({
  method: 'POST',
  path: '/api/account/password',
  summary: "Change one's password; every other session of the person is signed out",
  access: 'public',
  body: changeAccountPasswordBody,
  reply: okReply,
  errors: { 422: ['wrongPassword', 'providerAccount'], 429: ['tooManyAttempts'] },
});

export const updateAccountNotifications = endpoint({
  method: 'POST',
  path: '/api/account/notifications',
  summary: 'Change the given notification preferences (which e-mails the person wants)',
  access: 'public',
  body: updateAccountNotificationsBody,
  reply: accountReply,
});

export const listAccountSessions = endpoint({
  method: 'GET',
  path: '/api/account/sessions',
  summary: 'Where the person is signed in: their live sessions, the most recently used first',
  access: 'public',
  reply: accountSessionsReply,
});

export const signOutEverywhere = endpoint({
  method: 'POST',
  path: '/api/account/sessions/sign-out-everywhere',
  summary: 'Sign out every session of the person, this one too, and clear the refresh cookie',
  access: 'public',
  reply: okReply,
});

export const endAccountSession = endpoint({
  method: 'DELETE',
  path: '/api/account/sessions/:id',
  summary: "Sign one of one's own sessions out",
  access: 'public',
  params: sessionParams,
  reply: okReply,
  errors: { 404: ['notFound'] },
});
