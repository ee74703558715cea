import '../../contract/zod-setup';
import { z } from 'zod';
import { text } from '../../contract/common';
import { roles, rules } from '../../contract/roles';

/**
 * GET /api/auth/config: what the sign-in screens may offer, so one build works everywhere.
 * `demoAccounts`: development and browser mode (docs/architecture.md decision 8).
 * `oidc`: the OpenID Connect provider (OIDC_ISSUER, OIDC_CLIENT_ID), or null when not configured.
 * `sessionTtlSeconds`: how long a sign-in lasts without activity (the refresh session's lifetime).
 */
export const authConfigSchema = z.object({
  demoAccounts: z.boolean(),
  oidc: z.object({ authority: text(), clientId: text() }).nullable(),
  sessionTtlSeconds: z.number().int().positive(),
});
export type AuthConfig = z.infer<typeof authConfigSchema>;

/** POST /api/auth/oidc: the provider's ID token, exchanged for the product's own session. */
export const oidcLoginBody = z.object({
  idToken: text().min(1, 'must not be empty').max(16_384),
  /** false: the refresh cookie is a session cookie ("remember me" unchecked). Default true. */
  remember: z.boolean().optional(),
});
export type OidcLoginBody = z.infer<typeof oidcLoginBody>;

/**
 * GET /api/auth/access/{admin|editor|public}: the rule asked, and the caller's real role, which
 * passes it (a role that does not is 403).
 */
export const accessCheckReply = z.object({ rule: z.enum(rules), role: z.enum(roles) });
export type AccessCheckReply = z.infer<typeof accessCheckReply>;

export const oidcMessages = {
  notConfigured: 'Sign-in with an identity provider is not configured',
  invalidIdToken: 'Invalid ID token',
  providerUnavailable: 'The identity provider could not be reached',
} as const;
