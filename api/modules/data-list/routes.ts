import { bodyLimit } from 'hono/body-limit';
import {
  DATA_LIST_IMPORT_MAX_BODY_BYTES,
  createDataListProductBody,
  deleteDataListProductsBody,
  importDataListProductsBody,
  updateDataListProductBody,
} from './contract';
import { ApiError } from '../../platform/errors';
import { requireRule } from '../../platform/guard';
import { pictureBodyLimit, pictureReply, readPicture } from '../../platform/pictures';
import { apiRouter } from '../../platform/router';
import type { ApiDeps } from '../deps';
import { idParam, readBody } from '../../platform/validate';
import { dataListService } from './service';

/** An import's body has its own limit (api/app.ts skips the general 1 MB for it). */
const importBodyLimit = bodyLimit({
  maxSize: DATA_LIST_IMPORT_MAX_BODY_BYTES,
  onError: () => {
    throw new ApiError(413, 'bodyTooLarge', 'body: the import is larger than 64 MB', {
      field: 'body',
      limit: DATA_LIST_IMPORT_MAX_BODY_BYTES,
    });
  },
});

/**
 * The data list (docs/product.md sections 3 and 7): staff read and change the products, import a
 * spreadsheet's rows and delete a selection, each in one transaction, and give a product an image;
 * anyone reads an image without a token (an <img> sends none), by a URL that changes with each
 * upload.
 */
export function dataListRoutes(deps: ApiDeps) {
  const service = dataListService(deps.stores.dataList, deps.stores.dataListImages, deps.now);
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
    })
    .post('/data-list/imports', editors, importBodyLimit, async (c) => {
      const { items } = await readBody(c, importDataListProductsBody);
      return c.json(await service.importItems(items), 201);
    })
    .post('/data-list/deletions', editors, async (c) => {
      const { ids } = await readBody(c, deleteDataListProductsBody);
      return c.json(await service.removeMany(ids));
    })
    .put('/data-list/products/:id/image', editors, pictureBodyLimit(), async (c) =>
      c.json(await service.uploadImage(idParam(c), await readPicture(c))),
    )
    .get('/data-list/images/:id', (c) =>
      pictureReply(c, deps.stores.dataListImages, idParam(c), 'product'),
    );
}
