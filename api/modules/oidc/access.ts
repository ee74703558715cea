import type { Context } from 'hono';
import type { Rule } from '../../contract/roles';
import { endpointRoutes } from '../../platform/endpoint-routes';
import type { AppEnv } from '../../platform/types';
import type { ApiDeps } from '../deps';
import type { AccessCheckReply } from './contract';
import * as endpoints from './endpoints';

/**
 * GET /api/auth/access/{admin|editor|public} (./endpoints.ts): 200 {rule, role} when the caller's
 * real role passes the rule (the declaration's access), 403 when not, 401 without a valid token.
 * The access-control screen asks the server with it, because the previewed role changes only what
 * the UI shows (docs/architecture.md decision 2).
 */
export function accessRoutes(deps: ApiDeps) {
  const passed =
    (rule: Rule) =>
    async (c: Context<AppEnv>): Promise<AccessCheckReply> => ({
      rule,
      role: c.get('principal').role,
    });
  return endpointRoutes(deps)
    .on(endpoints.checkAdminAccess, passed('admin'))
    .on(endpoints.checkEditorAccess, passed('editor'))
    .on(endpoints.checkPublicAccess, passed('public')).router;
}
