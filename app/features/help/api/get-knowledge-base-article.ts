import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HelpLanguage } from '../../../../api/modules/help/contract';
import * as endpoints from '../../../../api/modules/help/endpoints';
import { apiRequest } from '../../../lib/http/api-client';
import { useHelpLanguage } from './help-language';

/**
 * GET /api/help/knowledge-base/articles/{id}?lang=: an article with its category and related
 * articles (404: none).
 */
export const getKnowledgeBaseArticle = (lang: HelpLanguage, id: string) =>
  apiRequest(endpoints.getKnowledgeBaseArticle, { id, lang });

export const knowledgeBaseArticleQueryOptions = (lang: HelpLanguage, id: string) =>
  queryOptions({
    queryKey: ['help', 'knowledge-base', 'article', id, lang],
    queryFn: () => getKnowledgeBaseArticle(lang, id),
    staleTime: Infinity,
    retry: false,
  });

/** The article of `id`; no request for an empty id. */
export function useKnowledgeBaseArticle(id: string) {
  return useQuery({ ...knowledgeBaseArticleQueryOptions(useHelpLanguage(), id), enabled: !!id });
}
