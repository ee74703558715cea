import { HELP_RESULTS_MAX, type KnowledgeBaseReply } from './contract';
import { endpointRoutes } from '../../platform/endpoint-routes';
import { notFound } from '../../platform/errors';
import type { ApiDeps } from '../deps';
import * as endpoints from './endpoints';
import {
  articleWithCategory,
  categoriesOf,
  categoryWithArticles,
  faqOf,
  searchHelpArticles,
} from './content';

/**
 * The help content (./endpoints.ts declares each path, ./contract.ts its rules), read-only, for
 * signed-in staff (rule editor): the FAQ, the knowledge base's categories (and a search of its
 * articles), a category's articles, an article with its related ones. `?lang=` picks the language
 * (English when absent; an unknown one is 422); an unknown category or article is 404.
 */
export function helpRoutes(deps: ApiDeps) {
  return endpointRoutes(deps)
    .on(endpoints.getFaq, async (_c, { query }) => faqOf(query.lang))
    .on(endpoints.getKnowledgeBase, async (_c, { query: { lang, q } }) => {
      const reply: KnowledgeBaseReply = { categories: categoriesOf(lang) };
      if (q !== undefined) reply.results = searchHelpArticles(lang, q, HELP_RESULTS_MAX);
      return reply;
    })
    .on(endpoints.getKnowledgeBaseCategory, async (_c, { params: { id }, query }) => {
      const reply = categoryWithArticles(query.lang, id);
      // the id quoted as JSON: a NUL or half a surrogate pair in the path cannot reach the reply raw
      if (!reply) throw notFound(`No knowledge-base category ${JSON.stringify(id)}`);
      return reply;
    })
    .on(endpoints.getKnowledgeBaseArticle, async (_c, { params: { id }, query }) => {
      const reply = articleWithCategory(query.lang, id);
      if (!reply) throw notFound(`No knowledge-base article ${JSON.stringify(id)}`);
      return reply;
    }).router;
}
