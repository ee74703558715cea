import { queryOptions, useQuery } from '@tanstack/react-query';
import { faqReply, type HelpLanguage } from '../../../../api/modules/help/contract';
import { apiRequestByPath } from '../../../lib/http/api-client';
import { useHelpLanguage } from './help-language';

/** GET /api/help/faq?lang=: the FAQ's groups and questions in the reader's language. */
export const getFaq = (lang: HelpLanguage) =>
  apiRequestByPath('GET', `/api/help/faq?lang=${lang}`, faqReply);

export const faqQueryOptions = (lang: HelpLanguage) =>
  queryOptions({
    queryKey: ['help', 'faq', lang],
    queryFn: () => getFaq(lang),
    staleTime: Infinity,
  });

export function useFaq() {
  return useQuery(faqQueryOptions(useHelpLanguage()));
}
