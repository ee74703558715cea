import type { z } from 'zod';

/**
 * GET `path` through apiRequest of app/lib/api-client.ts with the contract's reply schema, both
 * loaded with the first read: zod and the client (26 KB gzip) stay out of the dashboard's first
 * load, which must keep within 300 KB (docs/decisions/0063). They load beside the route's code,
 * when its clientLoader prefetches.
 */
export async function getLazily<S extends z.ZodType>(
  path: string,
  schema: () => Promise<S>,
): Promise<z.output<S>> {
  const [{ apiRequest }, reply] = await Promise.all([import('../../../lib/api-client'), schema()]);
  return apiRequest('GET', path, reply);
}
