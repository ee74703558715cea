import { accountOf } from '../auth';
import { endpointRoutes } from '../../platform/endpoint-routes';
import type { ApiDeps } from '../deps';
import * as endpoints from './endpoints';
import { portalService } from './service';

/**
 * The customer's portal (./endpoints.ts declares each path, ./contract.ts its rules): any
 * signed-in person of a customer company reads that company's shipments.
 */
export function portalRoutes(deps: ApiDeps) {
  const service = portalService(deps);
  return endpointRoutes(deps)
    .on(endpoints.getPortalCompany, async (c) => service.company(await accountOf(c)))
    .on(endpoints.listPortalShipments, async (c, { query }) =>
      service.list(await accountOf(c), query),
    )
    .on(endpoints.getPortalShipment, async (c, { params }) =>
      service.get(await accountOf(c), params.id),
    ).router;
}
