/** Starred pages (SPEC section 3 "Page bookmark entry", section 4 "Starred pages"), persisted. */
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { pages } from '../../pages';

/** SPEC section 9: the navbar shows the first 10 starred pages. */
export const STARRED_LIMIT = 10;

const initiallyStarred = pages.filter((p) => p.starred).map((p) => p.id);

interface BookmarksStore {
  starred: string[];
  toggle: (id: string) => void;
}

export const useBookmarks = create<BookmarksStore>()(
  persist(
    (set) => ({
      starred: initiallyStarred,
      toggle: (id) =>
        set((s) => ({
          starred: s.starred.includes(id) ? s.starred.filter((x) => x !== id) : [...s.starred, id],
        })),
    }),
    {
      name: 'starred-pages',
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: (s) => ({ starred: s.starred }),
      merge: (persisted, current) => {
        const list = (persisted as { starred?: unknown } | undefined)?.starred;
        const valid = Array.isArray(list)
          ? list.filter(
              (id): id is string => typeof id === 'string' && pages.some((p) => p.id === id),
            )
          : current.starred;
        return { ...current, starred: valid };
      },
    },
  ),
);
