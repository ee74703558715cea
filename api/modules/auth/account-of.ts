import type { Context } from 'hono';
import type { AppEnv } from '../../platform/types';
import type { UserRecord } from './store';

/**
 * The caller's whole account, read once per request, when a route needs more than its role:
 * requireRule (api/platform/guard.ts) reads it from the auth store, whose records these are.
 */
export function accountOf(c: Context<AppEnv>): Promise<UserRecord> {
  return c.get('account')() as Promise<UserRecord>;
}
