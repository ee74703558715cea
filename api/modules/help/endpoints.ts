import { z } from 'zod';
import { endpoint } from '../../contract/endpoint';
import {
  faqReply,
  helpQuery,
  knowledgeBaseArticleReply,
  knowledgeBaseCategoryReply,
  knowledgeBaseQuery,
  knowledgeBaseReply,
} from './contract';

/**
 * The help content's endpoints (the rules are in ./contract.ts): read-only, for signed-in staff
 * (rule editor). `?lang=` picks the language (English when absent; an unknown one is 422).
 */

/**
 * A category's or an article's id: any text, looked up as it came. An id no category or article
 * has, NUL and broken text too, is the look-up's 404 (text() would make some of them a 422).
 */
const helpIdParams = z.object({ id: z.string() });

export const getFaq = endpoint({
  method: 'GET',
  path: '/api/help/faq',
  summary: "The FAQ's groups and questions",
  access: 'editor',
  query: helpQuery,
  reply: faqReply,
});

export const getKnowledgeBase = endpoint({
  method: 'GET',
  path: '/api/help/knowledge-base',
  summary: "The knowledge base's categories; with `q`, the articles matching each of its words",
  access: 'editor',
  query: knowledgeBaseQuery,
  reply: knowledgeBaseReply,
});

export const getKnowledgeBaseCategory = endpoint({
  method: 'GET',
  path: '/api/help/knowledge-base/categories/:id',
  summary: 'A category of the knowledge base and its articles',
  access: 'editor',
  params: helpIdParams,
  query: helpQuery,
  reply: knowledgeBaseCategoryReply,
  errors: { 404: ['notFound'] },
});

export const getKnowledgeBaseArticle = endpoint({
  method: 'GET',
  path: '/api/help/knowledge-base/articles/:id',
  summary: 'An article of the knowledge base with its category and related articles',
  access: 'editor',
  params: helpIdParams,
  query: helpQuery,
  reply: knowledgeBaseArticleReply,
  errors: { 404: ['notFound'] },
});
