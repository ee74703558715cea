import { endpoint } from '../../contract/endpoint';
import { searchQuery, searchReply } from './contract';

/**
 * The search across everything (the rules are in ./contract.ts): staff only (rule editor, as every
 * module it asks); each module answers by its own rules what this reader may see.
 */
export const searchEverything = endpoint({
  method: 'GET',
  path: '/api/search',
  summary: 'Search every kind at once: the first hits of each kind and how many match in all',
  access: 'editor',
  query: searchQuery,
  reply: searchReply,
});
