import { endpoint } from '../../contract/endpoint';
import { authReply } from '../auth/contract';
import { accessCheckReply, authConfigSchema, oidcLoginBody } from './contract';
import { oidcPaths } from './paths';

/**
 * The sign-in screens' configuration, the exchange of an OpenID Connect ID token for the product's
 * own session (docs/decisions/0041-openid-connect.md), and the server's check of each access rule
 * (the access-control screen asks it: the previewed role changes only what the UI shows,
 * docs/architecture.md decision 2). The rules of each are in ./contract.ts.
 */
export const getAuthConfig = endpoint({
  method: 'GET',
  path: '/api/auth/config',
  summary:
    'What the sign-in screens may offer: demo accounts, the identity provider, the session length',
  access: 'anyone',
  reply: authConfigSchema,
});

export const exchangeIdToken = endpoint({
  method: 'POST',
  path: oidcPaths.exchangeIdToken,
  summary: "Sign in with the identity provider's ID token: a session, as login gives",
  access: 'anyone',
  body: oidcLoginBody,
  reply: authReply,
  errors: {
    401: ['invalidIdToken'],
    403: ['accountBlocked', 'accountDeactivated'],
    404: ['notConfigured'],
    429: ['tooManyAttempts'],
    502: ['providerUnavailable'],
  },
});

export const checkAdminAccess = endpoint({
  method: 'GET',
  path: '/api/auth/access/admin',
  summary: "Whether the caller's real role passes the rule admin (403 when not)",
  access: 'admin',
  reply: accessCheckReply,
});

export const checkEditorAccess = endpoint({
  method: 'GET',
  path: '/api/auth/access/editor',
  summary: "Whether the caller's real role passes the rule editor (403 when not)",
  access: 'editor',
  reply: accessCheckReply,
});

export const checkPublicAccess = endpoint({
  method: 'GET',
  path: '/api/auth/access/public',
  summary: 'Whether the caller is signed in with an active account (401 when not)',
  access: 'public',
  reply: accessCheckReply,
});
