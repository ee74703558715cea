import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import * as endpoints from '../../../../api/modules/search/endpoints';
import { apiRequest } from '../../../lib/http/api-client';

/**
 * GET /api/search?q=&lang=: the search across everything, one call; each module answers what
 * the reader may see (their own tasks only), grouped by kind with how many match in all.
 */
export const searchEverything = (q: string, lang: string) =>
  apiRequest(endpoints.searchEverything, { q, lang });

export const searchEverythingQueryOptions = (q: string, lang: string) =>
  queryOptions({
    queryKey: ['help', 'search', lang, q],
    queryFn: () => searchEverything(q, lang),
  });

/** The results of `q` (nothing is asked for an empty `q`); the last results stay while typing. */
export const useSearchEverything = (q: string, lang: string) =>
  useQuery({
    ...searchEverythingQueryOptions(q, lang),
    enabled: q !== '',
    placeholderData: keepPreviousData,
  });
