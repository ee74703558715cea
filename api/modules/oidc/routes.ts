import type { Context } from 'hono';
import { authConfigSchema, oidcMessages } from './contract';
import { ApiError } from '../../platform/errors';
import { refusedAccountStatus } from '../../platform/guard';
import type { ApiDeps } from '../deps';
import { createRateLimiter } from '../../platform/rate-limit';
import { defaultAvatar, issueSession, type UserRecord } from '../auth';
import './settings';
import { accessRoutes } from './access';
import { IdTokenError, idTokenVerifier, type IdTokenClaims } from './verify';
import { endpointRoutes } from '../../platform/endpoint-routes';
import * as endpoints from './endpoints';

/**
 * ./endpoints.ts declares each path.
 * GET /api/auth/config (no account): what the sign-in screens may offer.
 * POST /api/auth/oidc {idToken, remember?}: exchanges a verified ID token of the configured
 * provider for the product's own session, like login: `{userData, accessToken}` and the refresh
 * cookie. The user is found by (issuer, sub), or created as a plain user (role public, no staff
 * access until an admin grants it). docs/decisions/0041-openid-connect.md
 */
export function oidcRoutes(deps: ApiDeps) {
  const settings = deps.oidc;
  const verify = settings ? idTokenVerifier(settings, deps.now) : undefined;
  const limiter = createRateLimiter({
    limit: (deps.auth.rateLimitPerMinute ?? 10) * 3,
    windowMs: 60_000,
    now: deps.now,
    store: deps.rateLimits,
  });
  const address = (c: Context) => deps.clientAddress?.(c) ?? 'local';

  async function findOrCreate(claims: IdTokenClaims): Promise<UserRecord> {
    const store = deps.stores.auth;
    const existing = await store.findUserByProvider(claims.issuer, claims.subject);
    if (existing) return existing;
    const base = {
      displayName: claims.name ?? claims.email?.split('@')[0] ?? 'New user',
      passwordHash: null,
      photoURL: claims.picture ?? defaultAvatar(`${claims.issuer}#${claims.subject}`),
      phoneNumber: null,
      about: '',
      status: 'online' as const,
      role: 'public' as const,
      providerId: claims.issuer,
      providerSubject: claims.subject,
      createdAt: deps.now(),
    };
    // An email that another account holds is not linked to it (no account take-over by email).
    const email = claims.email && claims.emailVerified ? claims.email.toLowerCase() : null;
    const created =
      (email ? await store.createUser({ ...base, email }) : undefined) ??
      (await store.findUserByProvider(claims.issuer, claims.subject)) ??
      (await store.createUser({ ...base, email: null })) ??
      (await store.findUserByProvider(claims.issuer, claims.subject));
    if (!created) throw new Error('oidc: the user could not be created');
    deps.log(`oidc: new account ${created.id} for ${claims.issuer}`);
    return created;
  }

  const routes = endpointRoutes(deps);
  routes.router.route('/', accessRoutes(deps));
  return routes
    .on(endpoints.getAuthConfig, async () =>
      authConfigSchema.parse({
        demoAccounts: deps.development,
        oidc: settings ? { authority: settings.issuer, clientId: settings.clientId } : null,
        sessionTtlSeconds: deps.auth.refreshTokenTtlSeconds,
      }),
    )
    .on(endpoints.exchangeIdToken, async (c, { body }) => {
      // after the body's check (422) and before the count, as it always was
      if (!verify) throw new ApiError(404, 'notConfigured', oidcMessages.notConfigured);
      await limiter.enforce([`oidc:addr:${address(c)}`]);
      let claims: IdTokenClaims;
      try {
        claims = await verify(body.idToken);
      } catch (error) {
        if (error instanceof IdTokenError) {
          deps.log(`oidc: rejected ID token: ${error.message}`);
          throw new ApiError(401, 'invalidIdToken', oidcMessages.invalidIdToken, {
            field: 'idToken',
          });
        }
        deps.log(`oidc: provider unavailable: ${(error as Error).message}`);
        throw new ApiError(502, 'providerUnavailable', oidcMessages.providerUnavailable);
      }
      const user = await findOrCreate(claims);
      if (user.accountStatus !== 'active') {
        const { code, message } = refusedAccountStatus[user.accountStatus];
        throw new ApiError(403, code, message);
      }
      return issueSession(deps, c, user, { remember: body.remember ?? true });
    }).router;
}
