import { endpointRoutes } from '../../platform/endpoint-routes';
import { pictureBodyLimit, pictureReply, readPicture } from '../../platform/pictures';
import type { ApiDeps } from '../deps';
import * as endpoints from './endpoints';
import { dataListService } from './service';

/**
 * The data list (./endpoints.ts declares each path; docs/product.md sections 3 and 7): staff read
 * and change the products, import a spreadsheet's rows and delete a selection, each in one
 * transaction, and give a product an image; anyone reads an image without a token (an <img> sends
 * none), by a URL that changes with each upload.
 */
export function dataListRoutes(deps: ApiDeps) {
  const service = dataListService(deps.stores.dataList, deps.stores.dataListImages, deps.now);
  const routes = endpointRoutes(deps);
  return (
    routes
      // the list's JSON text is kept between writes (service.listJson): sent as it is
      .on(endpoints.listProducts, async (c) =>
        c.body(await service.listJson(), 200, { 'content-type': 'application/json' }),
      )
      .on(endpoints.createProduct, async (_c, { body }) => ({
        id: await service.create(body.item),
      }))
      .on(endpoints.updateProduct, async (_c, { params, body }) => {
        const { id: _ignored, ...changes } = body.item;
        return service.update(params.id, changes);
      })
      .on(endpoints.deleteProduct, async (_c, { params }) => {
        await service.remove(params.id);
        return { ok: true };
      })
      // the limit counts before the body is read (413 before any 422)
      .on(endpoints.importProducts, async (_c, { body }) => service.importItems(body.items))
      .on(endpoints.deleteProducts, async (_c, { body }) => service.removeMany(body.ids))
      // the picture's type, size and bytes are checked by readPicture: 415, 413, 422
      .on(endpoints.uploadProductImage, pictureBodyLimit(), async (c, { params }) =>
        service.uploadImage(params.id, await readPicture(c)),
      )
      .on(endpoints.getProductImage, async (c, { params }) =>
        pictureReply(c, deps.stores.dataListImages, params.id, 'product'),
      ).router
  );
}
