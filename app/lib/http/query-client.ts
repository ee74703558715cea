import { QueryClient } from '@tanstack/react-query';

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
