import type { FetchQueryOptions } from '@tanstack/react-query';
import { getQueryClient } from '../http/query-client';
import { getAuthState } from './auth-state';

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
