import { QueryClient, type FetchQueryOptions } from '@tanstack/react-query';
import { getAuthState } from '../session/auth-state';

let browserClient: QueryClient | undefined;

function createQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } },
  });
}

/** One client for the page's lifetime in the browser; a fresh one per render on the server (prerender). */
export function getQueryClient(): QueryClient {
  if (import.meta.env.SSR) return createQueryClient();
  browserClient ??= createQueryClient();
  return browserClient;
}

// each read has its own data type: `any` keeps the list from asking them all to be one type
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyRead = FetchQueryOptions<any, any, any, any>;

/**
 * A route's clientLoader asks for the screen's reads while the screen's code loads, for a
 * signed-in person only: the layout's guard runs beside the loader, and a visitor on their way to
 * the sign-in page must not send requests that fail (docs/adding-a-screen.md section 4a).
 */
export function prefetchWhenSignedIn(...reads: AnyRead[]) {
  if (!getAuthState().signedIn) return;
  const client = getQueryClient();
  for (const read of reads) void client.prefetchQuery(read);
}
