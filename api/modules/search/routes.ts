import { endpointRoutes } from '../../platform/endpoint-routes';
import type { ApiDeps } from '../deps';
import * as endpoints from './endpoints';
import { searchService } from './service';

/**
 * GET /api/search?q=&limit=&lang= (./endpoints.ts): the search across everything, staff only
 * (rule editor, as every module it asks). Each module answers by its own rules what this reader
 * may see.
 */
export function searchRoutes(deps: ApiDeps) {
  const service = searchService(deps);
  return endpointRoutes(deps).on(endpoints.searchEverything, async (c, { query }) =>
    service.search(c.get('principal').id, query),
  ).router;
}
