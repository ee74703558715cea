import '../../contract/zod-setup';
import { z } from 'zod';
import { requiredText, shortText, text } from '../../contract/common';

/**
 * The search across everything (`/pages/search?q=`, docs/product.md section 7.16): one call that
 * asks each module for what the reader may see (shipments, people, products, mails, tasks, events,
 * knowledge-base articles) and answers them grouped by kind, each group with how many match in all.
 * The pages of the registry are matched by the app itself (the API does not know the registry).
 */

/** the longest search text, in characters */
export const SEARCH_QUERY_MAX = 100;
/** the most results of one kind in a reply */
export const SEARCH_LIMIT_MAX = 10;
/** results of one kind when the query names no limit */
export const SEARCH_LIMIT_DEFAULT = 5;
/** the longest snippet of text around the first match */
export const SEARCH_SNIPPET_MAX = 160;

/** The kinds the API searches, in the order the screen shows them. */
export const SEARCH_KINDS = [
  'shipments',
  'people',
  'products',
  'mails',
  'tasks',
  'events',
  'articles',
] as const;
export const searchKindSchema = z.enum(SEARCH_KINDS);
export type SearchKind = z.infer<typeof searchKindSchema>;

/** the six languages of the app: the knowledge base answers in the reader's */
export const SEARCH_LANGUAGES = ['en', 'th', 'cn', 'de', 'fr', 'pt'] as const;

/** `GET /api/search?q=&limit=&lang=` */
export const searchQuery = z.object({
  q: requiredText(SEARCH_QUERY_MAX),
  limit: text()
    .max(3)
    .regex(/^\d+$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().int().min(1, 'must be at least 1').max(SEARCH_LIMIT_MAX))
    .default(SEARCH_LIMIT_DEFAULT),
  lang: z.enum(SEARCH_LANGUAGES).default('en'),
});
export type SearchQuery = z.infer<typeof searchQuery>;

/**
 * One result. `id` is the record's id as text (an article's id is a word). `place` says where
 * the result opens, by kind: a mail's folder, a task's list (all, completed, trashed), an
 * article's category id; a shipment's status (`canceled` when canceled); absent for the other
 * kinds.
 */
export const searchHitSchema = z.object({
  id: requiredText(100),
  title: shortText(300),
  snippet: shortText(SEARCH_SNIPPET_MAX + 2),
  place: shortText(100).optional(),
  /** a person's picture or a product's image (a path of the app) */
  image: shortText(500).optional(),
});
export type SearchHit = z.infer<typeof searchHitSchema>;

/** The results of one kind: the first `limit` and how many match in all. */
export const searchGroupSchema = z.object({
  kind: searchKindSchema,
  total: z.number().int().min(0),
  hits: z.array(searchHitSchema).max(SEARCH_LIMIT_MAX),
});
export type SearchGroup = z.infer<typeof searchGroupSchema>;

/** Every kind the API could search, in SEARCH_KINDS' order (a kind it cannot search is absent). */
export const searchReply = z.object({
  q: shortText(SEARCH_QUERY_MAX),
  groups: z.array(searchGroupSchema).max(SEARCH_KINDS.length),
});
export type SearchReply = z.infer<typeof searchReply>;

/**
 * A window of `text` around the first place that contains `q` (ignoring case), at most
 * SEARCH_SNIPPET_MAX characters, with an ellipsis where it was cut; the text's start when `q`
 * is not in it. White space is made single.
 */
export function snippetAround(value: string, q: string): string {
  const flat = value.replace(/\s+/g, ' ').trim();
  if (flat.length <= SEARCH_SNIPPET_MAX) return flat;
  const at = Math.max(0, flat.toLowerCase().indexOf(q.toLowerCase()));
  const start = Math.max(0, Math.min(at - 40, flat.length - SEARCH_SNIPPET_MAX));
  const end = start + SEARCH_SNIPPET_MAX;
  return `${start > 0 ? '…' : ''}${flat.slice(start, end).trim()}${end < flat.length ? '…' : ''}`;
}
