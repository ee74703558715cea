import { endpointRoutes } from '../../platform/endpoint-routes';
import { createRateLimiter } from '../../platform/rate-limit';
import type { ApiDeps } from '../deps';
import { accountOf, clearRefreshCookie } from '../auth';
import * as endpoints from './endpoints';
import { accountService } from './service';

const DEFAULT_TRIES_PER_MINUTE = 10;
const ok = { ok: true } as const;

/**
 * The signed-in person's own account (./endpoints.ts declares each path, ./contract.ts its rules;
 * docs/decisions/0051): any signed-in person, only ever their own record and sessions; no path
 * names a person.
 */
export function accountRoutes(deps: ApiDeps) {
  const service = accountService(deps);
  // guessing the current password with a stolen access token: as slow as guessing at sign-in
  const limiter = createRateLimiter({
    limit: () => deps.auth.rateLimitPerMinute ?? DEFAULT_TRIES_PER_MINUTE,
    windowMs: 60_000,
    now: deps.now,
    store: deps.rateLimits,
  });
  // counted after the body is checked (in the handler): a malformed request is no guess
  const limitPasswordTries = (userId: number) => limiter.enforce([`password:account:${userId}`]);

  return endpointRoutes(deps)
    .on(endpoints.getAccount, async (c) => service.view(await accountOf(c)))
    .on(endpoints.updateAccountProfile, async (c, { body }) =>
      service.updateProfile(await accountOf(c), body.profile),
    )
    .on(endpoints.changeAccountEmail, async (c, { body }) => {
      await limitPasswordTries((await accountOf(c)).id);
      return service.changeEmail(await accountOf(c), body.email, body.currentPassword);
    })
    .on(endpoints.changeAccountPassword, async (c, { body }) => {
      await limitPasswordTries((await accountOf(c)).id);
      await service.changePassword(
        await accountOf(c),
        c.get('principal'),
        body.currentPassword,
        body.newPassword,
      );
      return ok;
    })
    .on(endpoints.updateAccountNotifications, async (c, { body }) =>
      service.updateNotifications(await accountOf(c), body.notifications),
    )
    .on(endpoints.listAccountSessions, async (c) => service.sessions(c.get('principal')))
    .on(endpoints.signOutEverywhere, async (c) => {
      await service.signOutEverywhere(c.get('principal'));
      clearRefreshCookie(deps, c);
      return ok;
    })
    .on(endpoints.endAccountSession, async (c, { params }) => {
      const principal = c.get('principal');
      await service.signOut(principal, params.id);
      // this browser's own session: its refresh cookie goes too
      if (params.id === principal.session) clearRefreshCookie(deps, c);
      return ok;
    }).router;
}
