import { searchQuery } from './contract';
import { requireRule } from '../../platform/guard';
import { apiRouter } from '../../platform/router';
import type { ApiDeps } from '../deps';
import { readQuery } from '../../platform/validate';
import { searchService } from './service';

/**
 * GET /api/search?q=&limit=&lang=: the search across everything, staff only (rule editor, as
 * every module it asks). Each module answers by its own rules what this reader may see.
 */
export function searchRoutes(deps: ApiDeps) {
  const service = searchService(deps);
  const editors = requireRule(deps, 'editor');
  return apiRouter().get('/search', editors, async (c) =>
    c.json(await service.search(c.get('principal').id, readQuery(c, searchQuery))),
  );
}
