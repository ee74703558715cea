import { createMiddleware } from 'hono/factory';
import type { ErrorCode } from '../contract/errors';
import { roleAllows, type AccountStatus, type Rule } from '../contract/roles';
import { ApiError } from './errors';
import { verifyAccessToken } from './tokens';
import type { AppEnv, PlatformDeps } from './types';

/** Why an account that is not active is refused, by code and in words. */
export const refusedAccountStatus: Record<
  Exclude<AccountStatus, 'active'>,
  { code: ErrorCode; message: string }
> = {
  blocked: { code: 'accountBlocked', message: 'This account is blocked' },
  deactivated: { code: 'accountDeactivated', message: 'This account has been deactivated' },
};

/**
 * Middleware: a valid bearer access token is required, and its role must satisfy the rule
 * (docs/product.md section 6: editor lets in editor and admin; admin only admin; public any
 * signed-in user).
 * The token says who calls; the account says with which role and whether it may: both are read
 * on every request (once per request, never cached across requests), so blocking an account or
 * changing its role holds from the next call on, whatever tokens it still holds.
 */
export function requireRule(deps: PlatformDeps, rule: Rule) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const header = c.req.header('authorization') ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    const token = match ? await verifyAccessToken(deps.auth, match[1], deps.now()) : null;
    if (!token) throw new ApiError(401, 'invalidAccessToken', 'Invalid access token');
    // only the columns checked here: the whole row is read if a route asks for it (accountOf)
    const account = await deps.stores.auth.findAccess(token.id);
    if (!account) throw new ApiError(401, 'invalidAccessToken', 'Invalid access token');
    if (account.accountStatus !== 'active') {
      const { code, message } = refusedAccountStatus[account.accountStatus];
      throw new ApiError(401, code, message);
    }
    if (!roleAllows(rule, account.role)) {
      throw new ApiError(403, 'forbidden', 'You are not allowed to do this');
    }
    c.set('principal', { id: account.id, role: account.role, session: token.session });
    let whole: Promise<object> | undefined;
    c.set('account', () => {
      whole ??= deps.stores.auth.findUserById(account.id).then((found) => {
        if (!found) throw new ApiError(401, 'invalidAccessToken', 'Invalid access token');
        return found;
      });
      return whole;
    });
    await next();
  });
}
