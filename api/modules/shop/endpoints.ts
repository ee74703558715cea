import { z } from 'zod';
import { endpoint, pathIdSchema } from '../../contract/endpoint';
import { productReply, productSearchQuery, productSearchReply } from './contract';

/**
 * The shop's catalogue and search (the rules of each are in ./contract.ts): staff only (rule
 * editor), read-only. A product's id is its `objectID`, in the path too.
 */
const productParams = z.object({ objectID: pathIdSchema });

export const searchProducts = endpoint({
  method: 'GET',
  path: '/api/apps/shop/search',
  summary: 'One page of products matching the words and filters, with the facets of the search',
  access: 'editor',
  query: productSearchQuery,
  reply: productSearchReply,
});

export const getProduct = endpoint({
  method: 'GET',
  path: '/api/apps/shop/products/:objectID',
  summary: 'One product and up to 8 related products of the same category',
  access: 'editor',
  params: productParams,
  reply: productReply,
  errors: { 404: ['notFound'] },
});
