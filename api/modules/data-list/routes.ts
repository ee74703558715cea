import {
  createDataListProductBody,
  updateDataListProductBody,
} from '../../contract/data-list';
import { requireRule } from '../../platform/guard';
import type { ApiDeps } from '../../platform/types';
import { idParam, readBody } from '../../platform/validate';
import { dataListService } from './service';
import { apiRouter } from '../../platform/router';

export function dataListRoutes(deps: ApiDeps) {
  const service = dataListService(deps.stores.dataList);
  const editors = requireRule(deps, 'editor');
  return apiRouter()
    .get('/data-list/products', editors, async (c) =>
      c.body(await service.listJson(), 200, { 'content-type': 'application/json' }),
    )
    .post('/data-list/products', editors, async (c) => {
      const { item } = await readBody(c, createDataListProductBody);
      return c.json({ id: await service.create(item) }, 201);
    })
    .post('/data-list/products/:id', editors, async (c) => {
      const id = idParam(c);
      const { item } = await readBody(c, updateDataListProductBody);
      const { id: _ignored, ...changes } = item;
      return c.json(await service.update(id, changes));
    })
    .delete('/data-list/products/:id', editors, async (c) => {
      await service.remove(idParam(c));
      return c.json({ ok: true });
    });
}
