import type { Context } from 'hono';
import {
  createManagedUserBody,
  updateManagedUserBody,
  usernameAvailabilityQuery,
  type CreateManagedUserReply,
  type SendInvitationReply,
  type UsernameAvailabilityReply,
} from './contract';
import { passwordLinks } from '../auth';
import { requireRule } from '../../platform/guard';
import { accountOf } from '../auth';
import type { ApiDeps } from '../deps';
import { idParam, readBody, readQuery } from '../../platform/validate';
import { userManagementService } from './service';
import { apiRouter } from '../../platform/router';

/**
 * Reading needs editor; changing a person needs admin (docs/product.md section 6;
 * docs/decisions/0030-user-management-changes.md). DELETE deactivates: the record stays.
 */
export function userManagementRoutes(deps: ApiDeps) {
  const service = userManagementService(
    deps.stores.userManagement,
    deps.stores.auth,
    passwordLinks(deps),
    deps.now,
  );
  const origin = (c: Context) => new URL(c.req.url).origin;
  const editors = requireRule(deps, 'editor');
  const admins = requireRule(deps, 'admin');
  return apiRouter()
    .get('/user-management/users', editors, async (c) => c.json(await service.list()))
    .get('/user-management/username-availability', editors, async (c) => {
      const { username } = readQuery(c, usernameAvailabilityQuery);
      const reply = await service.usernameAvailability(username);
      return c.json(reply satisfies UsernameAvailabilityReply);
    })
    .post('/user-management/users', admins, async (c) => {
      const { user } = await readBody(c, createManagedUserBody);
      const reply = await service.create(user, origin(c), (await accountOf(c)).displayName);
      return c.json(reply satisfies CreateManagedUserReply, 201);
    })
    .post('/user-management/users/:id/invitation', admins, async (c) => {
      const reply = await service.invite(idParam(c), origin(c), (await accountOf(c)).displayName);
      return c.json(reply satisfies SendInvitationReply);
    })
    .get('/user-management/users/:id', editors, async (c) => c.json(await service.get(idParam(c))))
    .post('/user-management/users/:id', admins, async (c) => {
      const id = idParam(c);
      const { user } = await readBody(c, updateManagedUserBody);
      const { id: _ignored, ...changes } = user;
      return c.json(await service.update(c.get('principal').id, id, changes));
    })
    .delete('/user-management/users/:id', admins, async (c) => {
      await service.deactivate(c.get('principal').id, idParam(c));
      return c.json({ ok: true });
    });
}
