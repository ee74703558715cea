/** The knowledge base's addresses: which category and article show is in the query string. */
export const KNOWLEDGE_BASE_PATH = '/pages/knowledge-base';

export const categoryHref = (categoryId: string) =>
  `${KNOWLEDGE_BASE_PATH}/category?${new URLSearchParams({ category: categoryId })}`;

export const articleHref = (categoryId: string, articleId: string) =>
  `${KNOWLEDGE_BASE_PATH}/category/question?${new URLSearchParams({
    category: categoryId,
    article: articleId,
  })}`;

/** The words of a search text, lower-cased, as the API matches them (every word must occur). */
export const searchWordsOf = (query: string) => query.toLowerCase().split(/\s+/u).filter(Boolean);

/** Whether `text` holds every word (lower-cased) of `words`. */
export const holdsEvery = (text: string, words: string[]) => {
  const lower = text.toLowerCase();
  return words.every((word) => lower.includes(word));
};
