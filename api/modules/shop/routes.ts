import { productSearchQuery } from './contract';
import { requireRule } from '../../platform/guard';
import { apiRouter } from '../../platform/router';
import type { ApiDeps } from '../deps';
import { idParam, readQuery } from '../../platform/validate';
import { shopService } from './service';

/**
 * The shop's catalogue and search (api/contract/shop.ts, docs/product.md section 7.14): staff
 * only (rule editor), as the other apps.
 */
export function shopRoutes(deps: ApiDeps) {
  const service = shopService(deps.stores.shop);
  const editors = requireRule(deps, 'editor');
  return apiRouter()
    .get('/apps/shop/search', editors, async (c) =>
      c.json(await service.search(readQuery(c, productSearchQuery))),
    )
    .get('/apps/shop/products/:objectID', editors, async (c) =>
      c.json(await service.product(idParam(c, 'objectID'))),
    );
}
