import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { knowledgeBaseReply, type HelpLanguage } from '../../../../api/modules/help/contract';
import { apiRequestByPath } from '../../../lib/http/api-client';
import { useHelpLanguage } from './help-language';

/**
 * GET /api/help/knowledge-base?lang=&q=: the categories with their counts and, when `q` has
 * words, the articles matching all of them.
 */
export const getKnowledgeBase = (lang: HelpLanguage, q: string) =>
  apiRequestByPath(
    'GET',
    `/api/help/knowledge-base?${new URLSearchParams(q ? { lang, q } : { lang })}`,
    knowledgeBaseReply,
  );

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
