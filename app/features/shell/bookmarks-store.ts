/** Starred pages (docs/product.md sections 3.4 and 4.4), persisted. */
import { createPersistedStore } from '../../lib/settings/persisted-store';
import { pages } from '../../pages';

/** docs/product.md section 9: the navbar shows the first 10 starred pages. */
export const STARRED_LIMIT = 10;

const initiallyStarred = pages.filter((p) => p.starred).map((p) => p.id);

/** Keeps the stored ids that still name a page; nothing stored: the initially starred pages. */
function restoreStarred(stored: unknown): { starred: string[] } {
  const list = (stored as { starred?: unknown } | undefined)?.starred;
  if (!Array.isArray(list)) return { starred: initiallyStarred };
  return {
    starred: list.filter(
      (id): id is string => typeof id === 'string' && pages.some((p) => p.id === id),
    ),
  };
}

export const useBookmarks = createPersistedStore({
  key: 'starred-pages',
  version: 1,
  initial: { starred: initiallyStarred },
  restore: restoreStarred,
  actions: (set) => ({
    toggle: (id: string) =>
      set((s) => ({
        starred: s.starred.includes(id) ? s.starred.filter((x) => x !== id) : [...s.starred, id],
      })),
  }),
});
