import { endpointRoutes } from '../../platform/endpoint-routes';
import type { ApiDeps } from '../deps';
import * as endpoints from './endpoints';
import { companiesService } from './service';

/**
 * The customer companies (./endpoints.ts declares each path, ./contract.ts its rules): staff read,
 * add and change them (rule editor); deleting needs admin.
 */
export function companiesRoutes(deps: ApiDeps) {
  const service = companiesService(deps);
  return endpointRoutes(deps)
    .on(endpoints.listCompanies, async (_c, { query }) => service.list(query))
    .on(endpoints.createCompany, async (_c, { body }) => service.create(body.company))
    .on(endpoints.getCompany, async (_c, { params }) => service.get(params.id))
    .on(endpoints.updateCompany, async (_c, { params, body }) =>
      service.update(params.id, body.company),
    )
    .on(endpoints.deleteCompany, async (_c, { params }) => service.remove(params.id)).router;
}
