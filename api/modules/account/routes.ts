import {
  changeAccountEmailBody,
  changeAccountPasswordBody,
  updateAccountNotificationsBody,
  updateAccountProfileBody,
  type AccountReply,
  type AccountSessionsReply,
  type OkReply,
} from './contract';
import { requireRule } from '../../platform/guard';
import { accountOf } from '../auth';
import { createRateLimiter } from '../../platform/rate-limit';
import { apiRouter } from '../../platform/router';
import type { ApiDeps } from '../deps';
import { readBody } from '../../platform/validate';
import { clearRefreshCookie } from '../auth';
import { accountService } from './service';

const DEFAULT_TRIES_PER_MINUTE = 10;
const ok: OkReply = { ok: true };

/**
 * The signed-in person's own account (api/contract/account.ts, docs/decisions/0051): any
 * signed-in person, only ever their own record and sessions; no path names a person.
 */
export function accountRoutes(deps: ApiDeps) {
  const service = accountService(deps);
  const signedIn = requireRule(deps, 'public');
  // guessing the current password with a stolen access token: as slow as guessing at sign-in
  const limiter = createRateLimiter({
    limit: () => deps.auth.rateLimitPerMinute ?? DEFAULT_TRIES_PER_MINUTE,
    windowMs: 60_000,
    now: deps.now,
    store: deps.rateLimits,
  });
  const limitPasswordTries = (userId: number) => limiter.enforce([`password:account:${userId}`]);

  return apiRouter()
    .get('/account', signedIn, async (c) =>
      c.json(service.view(await accountOf(c)) satisfies AccountReply),
    )
    .post('/account/profile', signedIn, async (c) => {
      const { profile } = await readBody(c, updateAccountProfileBody);
      return c.json(await service.updateProfile(await accountOf(c), profile));
    })
    .post('/account/email', signedIn, async (c) => {
      const { email, currentPassword } = await readBody(c, changeAccountEmailBody);
      await limitPasswordTries((await accountOf(c)).id);
      return c.json(await service.changeEmail(await accountOf(c), email, currentPassword));
    })
    .post('/account/password', signedIn, async (c) => {
      const { currentPassword, newPassword } = await readBody(c, changeAccountPasswordBody);
      await limitPasswordTries((await accountOf(c)).id);
      await service.changePassword(
        await accountOf(c),
        c.get('principal'),
        currentPassword,
        newPassword,
      );
      return c.json(ok);
    })
    .post('/account/notifications', signedIn, async (c) => {
      const { notifications } = await readBody(c, updateAccountNotificationsBody);
      return c.json(await service.updateNotifications(await accountOf(c), notifications));
    })
    .get('/account/sessions', signedIn, async (c) =>
      c.json((await service.sessions(c.get('principal'))) satisfies AccountSessionsReply),
    )
    .post('/account/sessions/sign-out-everywhere', signedIn, async (c) => {
      await service.signOutEverywhere(c.get('principal'));
      clearRefreshCookie(deps, c);
      return c.json(ok);
    })
    .delete('/account/sessions/:id', signedIn, async (c) => {
      const id = c.req.param('id');
      const principal = c.get('principal');
      await service.signOut(principal, id);
      // this browser's own session: its refresh cookie goes too
      if (id === principal.session) clearRefreshCookie(deps, c);
      return c.json(ok);
    });
}
