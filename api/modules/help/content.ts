import {
  HELP_LANGUAGES,
  type FaqReply,
  type HelpArticle,
  type HelpArticleSummary,
  type HelpCategory,
  type HelpLanguage,
} from './contract';
import { helpTexts } from './texts';
import {
  faqGroups,
  helpCategories,
  relatedArticles,
  type HelpArticleId,
  type HelpCategoryId,
  type HelpTexts,
} from './texts/structure';

/** the characters of a snippet around its first match */
const SNIPPET_LENGTH = 160;

/** The texts of a language; an unknown language is English. */
export function textsOf(lang: string): HelpTexts {
  return (HELP_LANGUAGES as readonly string[]).includes(lang)
    ? helpTexts[lang as HelpLanguage]
    : helpTexts.en;
}

const categoryIds = Object.keys(helpCategories) as HelpCategoryId[];
/** every article with its category, in the categories' order */
const articleIds = categoryIds.flatMap((categoryId) =>
  helpCategories[categoryId].map((id) => ({ id: id as HelpArticleId, categoryId })),
);

const isCategoryId = (id: string): id is HelpCategoryId => Object.hasOwn(helpCategories, id);
const categoryOfArticle = (id: string) => articleIds.find((entry) => entry.id === id)?.categoryId;

export function faqOf(lang: string): FaqReply {
  const texts = textsOf(lang);
  return {
    groups: (Object.keys(faqGroups) as (keyof typeof faqGroups)[]).map((groupId) => ({
      id: groupId,
      title: texts.faqGroups[groupId],
      questions: faqGroups[groupId].map((id) => ({ id, ...texts.faq[id] })),
    })),
  };
}

function categoryOf(texts: HelpTexts, id: HelpCategoryId): HelpCategory {
  return { id, ...texts.categories[id], articleCount: helpCategories[id].length };
}

/** A cut of `body` of about SNIPPET_LENGTH characters starting near `at`, on word boundaries. */
function snippetOf(body: string, at = 0): string {
  if (body.length <= SNIPPET_LENGTH) return body;
  let start = Math.max(0, at - 40);
  if (start > 0) {
    const space = body.indexOf(' ', start);
    start = space >= 0 && space < at ? space + 1 : start;
  }
  let end = Math.min(body.length, start + SNIPPET_LENGTH);
  if (end < body.length) {
    const space = body.lastIndexOf(' ', end);
    end = space > start + SNIPPET_LENGTH / 2 ? space : end;
  }
  return `${start > 0 ? '…' : ''}${body.slice(start, end)}${end < body.length ? '…' : ''}`;
}

function summaryOf(texts: HelpTexts, id: HelpArticleId, categoryId: HelpCategoryId) {
  const { title, body } = texts.articles[id];
  return { id, categoryId, title, snippet: snippetOf(body[0]) } satisfies HelpArticleSummary;
}

export function categoriesOf(lang: string): HelpCategory[] {
  const texts = textsOf(lang);
  return categoryIds.map((id) => categoryOf(texts, id));
}

/** A category and its articles, or undefined for an unknown id. */
export function categoryWithArticles(lang: string, id: string) {
  if (!isCategoryId(id)) return undefined;
  const texts = textsOf(lang);
  return {
    category: categoryOf(texts, id),
    articles: helpCategories[id].map((articleId) => summaryOf(texts, articleId, id)),
  };
}

/** An article with its category and related articles, or undefined for an unknown id. */
export function articleWithCategory(lang: string, id: string) {
  const categoryId = categoryOfArticle(id);
  if (!categoryId) return undefined;
  const texts = textsOf(lang);
  const articleId = id as HelpArticleId;
  const article: HelpArticle = {
    id: articleId,
    categoryId,
    ...texts.articles[articleId],
    related: relatedArticles[articleId].map((related) =>
      summaryOf(texts, related, categoryOfArticle(related)!),
    ),
  };
  return { category: categoryOf(texts, categoryId), article };
}

/** The words of a search text, lower-cased (Thai and Chinese need no spaces: a word is a part). */
const wordsOf = (query: string) => query.toLowerCase().split(/\s+/u).filter(Boolean);

/**
 * The knowledge-base articles whose title or body holds every word of `query` (case-insensitive,
 * in the given language; an unknown language searches the English texts), those matching in
 * their title first, at most `limit`. Each comes with a snippet around its first match in the
 * body. An empty query finds nothing.
 */
export function searchHelpArticles(
  lang: string,
  query: string,
  limit: number,
): { id: string; categoryId: string; title: string; snippet: string }[] {
  const texts = textsOf(lang);
  const words = wordsOf(query);
  if (words.length === 0 || !(limit > 0)) return [];
  const inTitle: HelpArticleSummary[] = [];
  const inBody: HelpArticleSummary[] = [];
  for (const { id, categoryId } of articleIds) {
    const { title, body } = texts.articles[id];
    const lowerTitle = title.toLowerCase();
    const text = body.join(' ');
    const lowerText = text.toLowerCase();
    if (!words.every((word) => lowerTitle.includes(word) || lowerText.includes(word))) continue;
    const first = words.map((word) => lowerText.indexOf(word)).find((at) => at >= 0);
    const hit = {
      id,
      categoryId,
      title,
      snippet: first === undefined ? snippetOf(body[0]) : snippetOf(text, first),
    };
    (words.every((word) => lowerTitle.includes(word)) ? inTitle : inBody).push(hit);
  }
  return [...inTitle, ...inBody].slice(0, Math.floor(limit));
}
