import {
  HELP_RESULTS_MAX,
  helpQuery,
  knowledgeBaseQuery,
  type KnowledgeBaseArticleReply,
  type KnowledgeBaseCategoryReply,
  type KnowledgeBaseReply,
} from './contract';
import { notFound } from '../../platform/errors';
import { requireRule } from '../../platform/guard';
import { apiRouter } from '../../platform/router';
import type { ApiDeps } from '../deps';
import { readQuery } from '../../platform/validate';
import {
  articleWithCategory,
  categoriesOf,
  categoryWithArticles,
  faqOf,
  searchHelpArticles,
} from './content';

/**
 * The help content (issue 18), read-only, for signed-in staff (rule editor): the FAQ, the
 * knowledge base's categories (and a search of its articles), a category's articles, an article
 * with its related ones. `?lang=` picks the language (English when absent; an unknown one is
 * 422); an unknown category or article is 404.
 */
export function helpRoutes(deps: ApiDeps) {
  const editors = requireRule(deps, 'editor');
  return apiRouter()
    .get('/help/faq', editors, (c) => c.json(faqOf(readQuery(c, helpQuery).lang), 200))
    .get('/help/knowledge-base', editors, (c) => {
      const { lang, q } = readQuery(c, knowledgeBaseQuery);
      const reply: KnowledgeBaseReply = { categories: categoriesOf(lang) };
      if (q !== undefined) reply.results = searchHelpArticles(lang, q, HELP_RESULTS_MAX);
      return c.json(reply, 200);
    })
    .get('/help/knowledge-base/categories/:id', editors, (c) => {
      const { lang } = readQuery(c, helpQuery);
      const id = c.req.param('id');
      const reply: KnowledgeBaseCategoryReply | undefined = categoryWithArticles(lang, id);
      // the id quoted as JSON: a NUL or half a surrogate pair in the path cannot reach the reply raw
      if (!reply) throw notFound(`No knowledge-base category ${JSON.stringify(id)}`);
      return c.json(reply, 200);
    })
    .get('/help/knowledge-base/articles/:id', editors, (c) => {
      const { lang } = readQuery(c, helpQuery);
      const id = c.req.param('id');
      const reply: KnowledgeBaseArticleReply | undefined = articleWithCategory(lang, id);
      if (!reply) throw notFound(`No knowledge-base article ${JSON.stringify(id)}`);
      return c.json(reply, 200);
    });
}
