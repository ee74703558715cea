import type { Context } from 'hono';
import { authMessages, refusedRegisterReply, type ForgotPasswordReply } from './contract';
import { ApiError } from '../../platform/errors';
import { refusedAccountStatus } from '../../platform/guard';
import { accountOf } from './account-of';
import type { ApiDeps } from '../deps';
import { createRateLimiter } from '../../platform/rate-limit';
import { authService, normalizeEmail } from './service';
import { clearRefreshCookie, issueSession, readRefreshCookie } from './session';
import { toUserData } from './user-data';
import { endpointRoutes } from '../../platform/endpoint-routes';
import * as endpoints from './endpoints';

const DEFAULT_TRIES_PER_MINUTE = 10;

/**
 * ./endpoints.ts declares each path. docs/product.md section 7 (token-based authentication) with the behaviour of sections 5 and 8,
 * plus logout, me, profile, forgot-password and reset-password. docs/decisions 0011-0014.
 */
export function authRoutes(deps: ApiDeps) {
  const service = authService(deps);
  const limiter = createRateLimiter({
    limit: () => deps.auth.rateLimitPerMinute ?? DEFAULT_TRIES_PER_MINUTE,
    windowMs: 60_000,
    now: deps.now,
    store: deps.rateLimits,
  });
  const address = (c: Context) => deps.clientAddress?.(c) ?? 'local';

  /** At most N tries a minute per client address and per account, for each action. */
  function limit(c: Context, action: string, email: string): Promise<void> {
    const keys = [`${action}:addr:${address(c)}`];
    const account = normalizeEmail(email);
    if (account) keys.push(`${action}:account:${account}`);
    return limiter.enforce(keys);
  }

  const invalidRefresh = (c: Context) => {
    clearRefreshCookie(deps, c);
    return c.json(
      { error: authMessages.invalidAccessToken, code: 'invalidAccessToken' as const },
      401,
    );
  };

  const routes = endpointRoutes(deps);
  return routes
    .on(endpoints.logIn, async (c, { body }) => {
      await limit(c, 'login', body.email);
      const user = await service.authenticate(body.email, body.password);
      // docs/product.md section 8: a failed login is HTTP 200 with an error field.
      if (!user) return { error: authMessages.loginInvalid, code: 'loginInvalid' as const };
      // said only to someone who knows the password: a blocked or deactivated person learns why
      if (user.accountStatus !== 'active') {
        const { code, message } = refusedAccountStatus[user.accountStatus];
        return { error: message, code };
      }
      return issueSession(deps, c, user, { remember: body.remember ?? true });
    })
    .on(endpoints.registerAccount, async (c, { body }) => {
      await limit(c, 'register', body.email);
      const result = await service.register(body);
      if ('problems' in result) return refusedRegisterReply(result.problems);
      deps.log(`auth: new account ${result.user.id}`);
      return issueSession(deps, c, result.user, { remember: body.remember ?? true });
    })
    .on(endpoints.refreshToken, async (c) => {
      // The shape of docs/product.md section 7 stays ({accessToken}, checked by the declaration);
      // the refresh cookie authenticates.
      const token = readRefreshCookie(deps, c);
      if (!token) return invalidRefresh(c);
      const outcome = await service.useRefreshToken(token);
      // a block or deactivation revokes the sessions: their owner learns why, not just "invalid"
      const status = outcome.ok
        ? outcome.user.accountStatus
        : outcome.reason === 'revoked'
          ? outcome.accountStatus
          : undefined;
      if (status && status !== 'active') {
        clearRefreshCookie(deps, c);
        const { code, message } = refusedAccountStatus[status];
        return c.json({ error: message, code }, 401);
      }
      if (!outcome.ok) return invalidRefresh(c);
      return issueSession(deps, c, outcome.user, {
        remember: outcome.token.persistent,
        familyId: outcome.token.familyId,
        signedInAt: outcome.token.signedInAt,
        userAgent: outcome.token.userAgent,
      });
    })
    .on(endpoints.logOut, async (c) => {
      const token = readRefreshCookie(deps, c);
      if (token) await service.revoke(token);
      clearRefreshCookie(deps, c);
      return { ok: true as const };
    })
    .on(endpoints.getMe, async (c) => ({ userData: toUserData(await accountOf(c)) }))
    .on(endpoints.updateProfile, async (c, { body }) => {
      const user = await service.updateDisplayName(c.get('principal').id, body.displayName);
      if (!user) throw new ApiError(401, 'invalidAccessToken', authMessages.invalidAccessToken);
      return { userData: toUserData(user) };
    })
    .on(endpoints.requestPasswordReset, async (c, { body: { email } }) => {
      await limit(c, 'forgot', email);
      // The mail goes to the mailer without holding the reply: the same answer, as fast, for
      // any email, whatever the mail server does (a failure is logged by the service).
      const reset = await service.requestPasswordReset(email, new URL(c.req.url).origin);
      const reply: ForgotPasswordReply = { message: authMessages.resetSent };
      if (reset && deps.development && deps.mailer.status !== 'smtp') {
        // No real mail server: in development and browser mode the link is shown instead.
        deps.log(`auth: password reset link for ${normalizeEmail(email)}: ${reset.link}`);
        reply.resetUrl = reset.link;
      } else if (reset && deps.mailer.status === 'off') {
        deps.log(
          'auth: password reset requested; no mail server is configured to deliver the link',
        );
      }
      return reply;
    })
    .on(endpoints.resetPassword, async (_c, { body: { token, password } }) => {
      const result = await service.resetPassword(token, password);
      if (!result.ok) {
        const status = result.field === 'password' ? 422 : 400;
        throw new ApiError(status, result.code, authMessages[result.code], { field: result.field });
      }
      return { message: authMessages.passwordChanged };
    }).router;
}
