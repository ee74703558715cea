import type { Context } from 'hono';
import { accountOf, passwordLinks } from '../auth';
import type { ApiDeps } from '../deps';
import { endpointRoutes } from '../../platform/endpoint-routes';
import * as endpoints from './endpoints';
import { userManagementService } from './service';

/**
 * The people app (./endpoints.ts declares each path): reading needs editor; changing a person
 * needs admin (docs/product.md section 6; docs/decisions/0030-user-management-changes.md), but
 * staff invite a customer company's people (the service's rule). DELETE deactivates: the record
 * stays.
 */
export function userManagementRoutes(deps: ApiDeps) {
  const service = userManagementService(
    deps.stores.userManagement,
    deps.stores.auth,
    deps.stores.companies,
    passwordLinks(deps),
    deps.now,
  );
  const origin = (c: Context) => new URL(c.req.url).origin;
  return endpointRoutes(deps)
    .on(endpoints.listManagedUsers, async () => service.list())
    .on(endpoints.checkUsernameAvailability, async (_c, { query }) =>
      service.usernameAvailability(query.username),
    )
    .on(endpoints.createManagedUser, async (c, { body }) =>
      service.create(
        c.get('principal').role,
        body.user,
        origin(c),
        (await accountOf(c)).displayName,
      ),
    )
    .on(endpoints.sendInvitation, async (c, { params }) =>
      service.invite(
        c.get('principal').role,
        params.id,
        origin(c),
        (await accountOf(c)).displayName,
      ),
    )
    .on(endpoints.getManagedUser, async (_c, { params }) => service.get(params.id))
    .on(endpoints.updateManagedUser, async (c, { params, body }) => {
      const { id: _ignored, ...changes } = body.user;
      return service.update(c.get('principal').id, params.id, changes);
    })
    .on(endpoints.deactivateManagedUser, async (c, { params }) => {
      await service.deactivate(c.get('principal').id, params.id);
      return { ok: true } as const;
    }).router;
}
