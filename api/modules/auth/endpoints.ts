import { endpoint } from '../../contract/endpoint';
import { okReply } from '../../contract/common';
import {
  authReply,
  forgotPasswordBody,
  forgotPasswordReply,
  loginBody,
  loginReply,
  meReply,
  refreshTokenBody,
  registerBody,
  registerReply,
  resetPasswordBody,
  resetPasswordReply,
  updateProfileBody,
} from './contract';
import { authPaths } from './paths';

/**
 * The auth endpoints below /api/auth (the rules of each are in ./contract.ts; docs/product.md
 * sections 5, 7 and 8). Login, register and forgot-password count their tries per client address
 * and per account, so the count needs the body's email: it is taken after the body is read. A
 * session comes with the HttpOnly refresh cookie (docs/decisions/0011-sessions-and-refresh-tokens.md).
 */
export const logIn = endpoint({
  method: 'POST',
  path: authPaths.login,
  summary: 'Sign in with email and password: a session, or HTTP 200 with {error, code}',
  access: 'anyone',
  body: loginBody,
  reply: loginReply,
  errors: { 429: ['tooManyAttempts'] },
});

export const registerAccount = endpoint({
  method: 'POST',
  path: authPaths.register,
  summary: "Open an account and sign in: a session, or HTTP 200 with every refused field's error",
  access: 'anyone',
  body: registerBody,
  reply: registerReply,
  errors: { 429: ['tooManyAttempts'] },
});

export const refreshToken = endpoint({
  method: 'POST',
  path: authPaths.refreshToken,
  summary: 'A new access token (and refresh cookie) for the refresh cookie sent',
  access: 'anyone',
  body: refreshTokenBody,
  reply: authReply,
  errors: { 401: ['invalidAccessToken', 'accountBlocked', 'accountDeactivated'] },
});

export const logOut = endpoint({
  method: 'POST',
  path: authPaths.logout,
  summary: 'Sign out: the refresh token is revoked and its cookie cleared',
  access: 'anyone',
  reply: okReply,
});

export const getMe = endpoint({
  method: 'GET',
  path: '/api/auth/me',
  summary: "The signed-in person's user record",
  access: 'public',
  reply: meReply,
});

export const updateProfile = endpoint({
  method: 'POST',
  path: '/api/auth/profile',
  summary: "Change the signed-in person's display name",
  access: 'public',
  body: updateProfileBody,
  reply: meReply,
  errors: { 422: ['nameRequired', 'nameTooLong'] },
});

export const requestPasswordReset = endpoint({
  method: 'POST',
  path: '/api/auth/forgot-password',
  summary:
    'Mail a link to choose a new password: the same answer whether or not the account exists',
  access: 'anyone',
  body: forgotPasswordBody,
  reply: forgotPasswordReply,
  errors: { 429: ['tooManyAttempts'] },
});

export const resetPassword = endpoint({
  method: 'POST',
  path: '/api/auth/reset-password',
  summary: "Set a new password with a reset link's single-use token",
  access: 'anyone',
  body: resetPasswordBody,
  reply: resetPasswordReply,
  errors: { 400: ['resetTokenInvalid'], 422: ['passwordTooShort', 'passwordTooLong'] },
});
