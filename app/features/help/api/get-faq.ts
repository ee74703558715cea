import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HelpLanguage } from '../../../../api/modules/help/contract';
import * as endpoints from '../../../../api/modules/help/endpoints';
import { apiRequest } from '../../../lib/http/api-client';
import { useHelpLanguage } from './help-language';

/** GET /api/help/faq?lang=: the FAQ's groups and questions in the reader's language. */
export const getFaq = (lang: HelpLanguage) => apiRequest(endpoints.getFaq, { lang });

export const faqQueryOptions = (lang: HelpLanguage) =>
  queryOptions({
    queryKey: ['help', 'faq', lang],
    queryFn: () => getFaq(lang),
    staleTime: Infinity,
  });

export function useFaq() {
  return useQuery(faqQueryOptions(useHelpLanguage()));
}
