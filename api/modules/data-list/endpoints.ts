import { endpoint, idParams } from '../../contract/endpoint';
import { okReply } from '../../contract/common';
import {
  DATA_LIST_IMPORT_MAX_BODY_BYTES,
  createDataListProductBody,
  createDataListProductReply,
  dataListImageReply,
  dataListProductSchema,
  dataListProductsReply,
  deleteDataListProductsBody,
  deleteDataListProductsReply,
  importDataListProductsBody,
  importDataListProductsReply,
  updateDataListProductBody,
} from './contract';

/**
 * The data list's endpoints (the rules of each are in ./contract.ts; docs/product.md sections 3
 * and 7): staff read and change the products, import a spreadsheet's rows and delete a selection,
 * each in one transaction, and give a product an image; anyone reads an image without a token (an
 * <img> sends none). The import takes up to 64 MB (its maxBodyBytes), an image up to 2 MB.
 */
export const listProducts = endpoint({
  method: 'GET',
  path: '/api/data-list/products',
  summary: 'Every product of the data list, newest (highest id) first',
  access: 'editor',
  reply: dataListProductsReply,
});

export const createProduct = endpoint({
  method: 'POST',
  path: '/api/data-list/products',
  summary: 'Add a product; it gets the highest id + 1',
  access: 'editor',
  body: createDataListProductBody,
  reply: createDataListProductReply,
  status: 201,
});

export const updateProduct = endpoint({
  method: 'POST',
  path: '/api/data-list/products/:id',
  summary: 'Merge the given fields into a product (its id never changes)',
  access: 'editor',
  params: idParams,
  body: updateDataListProductBody,
  reply: dataListProductSchema,
  errors: { 404: ['notFound'] },
});

export const deleteProduct = endpoint({
  method: 'DELETE',
  path: '/api/data-list/products/:id',
  summary: 'Delete a product and its image',
  access: 'editor',
  params: idParams,
  reply: okReply,
  errors: { 404: ['notFound'] },
});

export const importProducts = endpoint({
  method: 'POST',
  path: '/api/data-list/imports',
  summary: "Add a spreadsheet's rows in one transaction, all or nothing (a body of up to 64 MB)",
  access: 'editor',
  body: importDataListProductsBody,
  maxBodyBytes: DATA_LIST_IMPORT_MAX_BODY_BYTES,
  reply: importDataListProductsReply,
  status: 201,
  errors: { 413: ['bodyTooLarge'] },
});

export const deleteProducts = endpoint({
  method: 'POST',
  path: '/api/data-list/deletions',
  summary: 'Delete a selection of products in one transaction; an unknown id deletes nothing',
  access: 'editor',
  body: deleteDataListProductsBody,
  reply: deleteDataListProductsReply,
  errors: { 404: ['notFound'] },
});

export const uploadProductImage = endpoint({
  method: 'PUT',
  path: '/api/data-list/products/:id/image',
  summary: "Store a product's image (PNG, JPEG or WebP, at most 2 MB, as the body): its new URL",
  access: 'editor',
  params: idParams,
  body: 'binary',
  reply: dataListImageReply,
  errors: {
    404: ['notFound'],
    413: ['bodyTooLarge'],
    415: ['unsupportedImage'],
    422: ['unsupportedImage'],
  },
});

/** The URL changes with each upload (`?v=<version>`, not read by the server): cached for good. */
export const getProductImage = endpoint({
  method: 'GET',
  path: '/api/data-list/images/:id',
  summary: "A product's stored image, for an <img> (no token)",
  access: 'anyone',
  params: idParams,
  reply: 'image/*',
  errors: { 404: ['notFound'] },
});
