import '../../contract/zod-setup';
import { z } from 'zod';
import { shortText, text } from '../../contract/common';

/**
 * The help content (docs/product.md section 7.16): the FAQ and the staff's knowledge base,
 * read-only, in the six languages of the app, for signed-in staff (rule editor). The texts live as
 * data in api/modules/help/texts/, one file per language; ids are the same in every language.
 */

/** The languages the help content is written in (the app's six). */
export const HELP_LANGUAGES = ['en', 'th', 'cn', 'de', 'fr', 'pt'] as const;
export type HelpLanguage = (typeof HELP_LANGUAGES)[number];
/** the longest search text, in characters */
export const HELP_QUERY_MAX = 200;
/** the most search results one reply carries */
export const HELP_RESULTS_MAX = 50;

const lang = z.enum(HELP_LANGUAGES).default('en');

/** `?lang=`: the language of the texts (English when absent). */
export const helpQuery = z.object({ lang });
export type HelpQuery = z.infer<typeof helpQuery>;

/** `?lang=&q=`: the knowledge base, and the articles matching every word of `q` when given. */
export const knowledgeBaseQuery = z.object({ lang, q: shortText(HELP_QUERY_MAX).optional() });
export type KnowledgeBaseQuery = z.infer<typeof knowledgeBaseQuery>;

/** One question of the FAQ with its answer (paragraphs). */
export const faqQuestionSchema = z.object({
  id: text(),
  question: text(),
  answer: z.array(text()),
});
export type FaqQuestion = z.infer<typeof faqQuestionSchema>;

export const faqGroupSchema = z.object({
  id: text(),
  title: text(),
  questions: z.array(faqQuestionSchema),
});
export type FaqGroup = z.infer<typeof faqGroupSchema>;

/** GET /api/help/faq */
export const faqReply = z.object({ groups: z.array(faqGroupSchema) });
export type FaqReply = z.infer<typeof faqReply>;

/** A category of the knowledge base, with the number of its articles. */
export const helpCategorySchema = z.object({
  id: text(),
  title: text(),
  description: text(),
  articleCount: z.number().int(),
});
export type HelpCategory = z.infer<typeof helpCategorySchema>;

/** An article as a list shows it: its title and first words. */
export const helpArticleSummarySchema = z.object({
  id: text(),
  categoryId: text(),
  title: text(),
  snippet: text(),
});
export type HelpArticleSummary = z.infer<typeof helpArticleSummarySchema>;

/** A whole article: its paragraphs, and the articles related to it. */
export const helpArticleSchema = z.object({
  id: text(),
  categoryId: text(),
  title: text(),
  body: z.array(text()),
  related: z.array(helpArticleSummarySchema),
});
export type HelpArticle = z.infer<typeof helpArticleSchema>;

/** GET /api/help/knowledge-base: the categories, and with `q` the matching articles. */
export const knowledgeBaseReply = z.object({
  categories: z.array(helpCategorySchema),
  results: z.array(helpArticleSummarySchema).optional(),
});
export type KnowledgeBaseReply = z.infer<typeof knowledgeBaseReply>;

/** GET /api/help/knowledge-base/categories/{id}: a category and its articles. */
export const knowledgeBaseCategoryReply = z.object({
  category: helpCategorySchema,
  articles: z.array(helpArticleSummarySchema),
});
export type KnowledgeBaseCategoryReply = z.infer<typeof knowledgeBaseCategoryReply>;

/** GET /api/help/knowledge-base/articles/{id}: an article, its category and related articles. */
export const knowledgeBaseArticleReply = z.object({
  category: helpCategorySchema,
  article: helpArticleSchema,
});
export type KnowledgeBaseArticleReply = z.infer<typeof knowledgeBaseArticleReply>;
