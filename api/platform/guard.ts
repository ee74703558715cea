import { createMiddleware } from 'hono/factory';
import { roleAllows, type Rule } from '../contract/roles';
import { ApiError } from './errors';
import { verifyAccessToken } from './tokens';
import type { ApiDeps, AppEnv } from './types';

/**
 * Middleware: a valid bearer access token is required, and its role must satisfy the rule
 * (docs/product.md section 6: editor lets in editor and admin; admin only admin; public any
 * signed-in user).
 * The role comes from the token, which the server issued from its own user record.
 */
export function requireRule(deps: ApiDeps, rule: Rule) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const header = c.req.header('authorization') ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    const principal = match ? await verifyAccessToken(deps.auth, match[1], deps.now()) : null;
    if (!principal) throw new ApiError(401, 'invalidAccessToken', 'Invalid access token');
    if (!roleAllows(rule, principal.role)) {
      throw new ApiError(403, 'forbidden', 'You are not allowed to do this');
    }
    c.set('principal', principal);
    await next();
  });
}
