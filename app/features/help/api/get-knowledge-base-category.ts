import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HelpLanguage } from '../../../../api/modules/help/contract';
import * as endpoints from '../../../../api/modules/help/endpoints';
import { apiRequest } from '../../../lib/http/api-client';
import { useHelpLanguage } from './help-language';

/** GET /api/help/knowledge-base/categories/{id}?lang=: a category and its articles (404: none). */
export const getKnowledgeBaseCategory = (lang: HelpLanguage, id: string) =>
  apiRequest(endpoints.getKnowledgeBaseCategory, { id, lang });

export const knowledgeBaseCategoryQueryOptions = (lang: HelpLanguage, id: string) =>
  queryOptions({
    queryKey: ['help', 'knowledge-base', 'category', id, lang],
    queryFn: () => getKnowledgeBaseCategory(lang, id),
    staleTime: Infinity,
    retry: false,
  });

/** The category of `id`; no request for an empty id. */
export function useKnowledgeBaseCategory(id: string) {
  return useQuery({ ...knowledgeBaseCategoryQueryOptions(useHelpLanguage(), id), enabled: !!id });
}
