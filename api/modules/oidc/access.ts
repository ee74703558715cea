import { requireRule } from '../../platform/guard';
import type { ApiDeps } from '../deps';
import { apiRouter } from '../../platform/router';

/**
 * GET /api/auth/access/{admin|editor|public}: 200 {rule, role} when the caller's real role passes
 * the rule, 403 when not, 401 without a valid token. The access-control screen asks the server
 * with it, because the previewed role changes only what the UI shows
 * (docs/architecture.md decision 2).
 */
export function accessRoutes(deps: ApiDeps) {
  const app = apiRouter();
  for (const rule of ['admin', 'editor', 'public'] as const) {
    app.get(`/auth/access/${rule}`, requireRule(deps, rule), (c) =>
      c.json({ rule, role: c.get('principal').role }),
    );
  }
  return app;
}
