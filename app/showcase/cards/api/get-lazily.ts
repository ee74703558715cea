import type {
  EndpointParams,
  EndpointReply,
  EndpointSpec,
} from '../../../../api/contract/endpoint';

/**
 * GET `endpoint` through apiGet of app/lib/http/api-client.ts, the declaration (with its
 * reply's schema) and the client both loaded with the first read: zod and the client (26 KB gzip)
 * stay out of the dashboard's first load, which must keep within 300 KB (docs/decisions/0063).
 * They load beside the route's code, when its clientLoader prefetches.
 */
export async function getLazily<E extends EndpointSpec & { method: 'GET' }>(
  endpoint: () => Promise<E>,
  params?: EndpointParams<E>,
): Promise<EndpointReply<E>> {
  const [{ apiGet }, spec] = await Promise.all([
    import('../../../lib/http/api-client'),
    endpoint(),
  ]);
  return apiGet(spec, params);
}
