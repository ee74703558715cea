import type { z } from 'zod';

/**
 * GET `path` through apiRequestByPath of app/lib/http/api-client.ts with the contract's reply schema, both
 * loaded with the first read: zod and the client (26 KB gzip) stay out of the dashboard's first
 * load, which must keep within 300 KB (docs/decisions/0063). They load beside the route's code,
 * when its clientLoader prefetches.
 */
export async function getLazily<S extends z.ZodType>(
  path: string,
  schema: () => Promise<S>,
): Promise<z.output<S>> {
  const [{ apiRequestByPath }, reply] = await Promise.all([
    import('../../../lib/http/api-client'),
    schema(),
  ]);
  return apiRequestByPath('GET', path, reply);
}
