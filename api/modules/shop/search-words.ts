/** The most words of a search's q that count (the rest are ignored): a bound on the query's cost. */
export const SEARCH_WORDS_MAX = 10;

/**
 * The lower-case words (letters and digits) of a text, as both stores match them: the memory
 * store over name, description and brand; the SQL store builds its tsquery from the words of q
 * (never from q itself, so no input can be a tsquery syntax error).
 */
export function searchWords(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** The words of a search's q that count: the first SEARCH_WORDS_MAX. */
export function queryWords(q: string): string[] {
  return searchWords(q).slice(0, SEARCH_WORDS_MAX);
}

/**
 * The tsquery text of a search (to_tsquery('simple', ...)): every word must match, the last one
 * also as a prefix, so that typing 'tap' finds 'tape'. Undefined when q has no word.
 */
export function prefixTsquery(q: string): string | undefined {
  const words = queryWords(q);
  if (words.length === 0) return undefined;
  return words.map((word, i) => (i === words.length - 1 ? `${word}:*` : word)).join(' & ');
}
