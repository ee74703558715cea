import { endpointRoutes } from '../../platform/endpoint-routes';
import type { ApiDeps } from '../deps';
import * as endpoints from './endpoints';
import { shopService } from './service';

/**
 * The shop's catalogue and search (./endpoints.ts declares each path, ./contract.ts its rules;
 * docs/product.md section 7.14): staff only (rule editor), as the other apps.
 */
export function shopRoutes(deps: ApiDeps) {
  const service = shopService(deps.stores.shop);
  const routes = endpointRoutes(deps);
  return routes
    .on(endpoints.searchProducts, async (_c, { query }) => service.search(query))
    .on(endpoints.getProduct, async (_c, { params }) => service.product(params.objectID)).router;
}
