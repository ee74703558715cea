import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { HelpLanguage } from '../../../../api/modules/help/contract';
import * as endpoints from '../../../../api/modules/help/endpoints';
import { apiRequest } from '../../../lib/http/api-client';
import { useHelpLanguage } from './help-language';

/**
 * GET /api/help/knowledge-base?lang=&q=: the categories with their counts and, when `q` has
 * words, the articles matching all of them.
 */
export const getKnowledgeBase = (lang: HelpLanguage, q: string) =>
  // an empty q is left out: the categories alone
  apiRequest(endpoints.getKnowledgeBase, { lang, q });

export const knowledgeBaseQueryOptions = (lang: HelpLanguage, q: string) =>
  queryOptions({
    queryKey: ['help', 'knowledge-base', lang, q],
    queryFn: () => getKnowledgeBase(lang, q),
    staleTime: Infinity,
    // the categories stay on screen while the next search is asked for
    placeholderData: keepPreviousData,
  });

export function useKnowledgeBase(q: string) {
  return useQuery(knowledgeBaseQueryOptions(useHelpLanguage(), q.trim()));
}
