import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  knowledgeBaseArticleReply,
  type HelpLanguage,
} from '../../../../api/modules/help/contract';
import { apiRequestByPath } from '../../../lib/http/api-client';
import { useHelpLanguage } from './help-language';

/**
 * GET /api/help/knowledge-base/articles/{id}?lang=: an article with its category and related
 * articles (404: none).
 */
export const getKnowledgeBaseArticle = (lang: HelpLanguage, id: string) =>
  apiRequestByPath(
    'GET',
    `/api/help/knowledge-base/articles/${encodeURIComponent(id)}?lang=${lang}`,
    knowledgeBaseArticleReply,
  );

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
