/**
 * The matching of pages of the registry by what a person types: the navbar's page search
 * (features/shell/page-search.tsx) and the search across everything (features/help/pages/search.tsx)
 * find the same pages for the same words.
 */
import { canOpen } from '../session/acl';
import type { AuthState } from '../session/auth-state';
import { pages, type PageEntry } from '../../pages';

/** Case- and accent-insensitive text for matching. */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The url a menu entry opens (a concrete one for paths with params). */
export function hrefOf(page: PageEntry): string {
  return page.href ?? page.path;
}

/** Dashboard pages the user can open, for the menus and the page searches. */
export function dashboardPages(auth: AuthState): PageEntry[] {
  return pages.filter((p) => p.layout === 'dashboard' && !p.hidden && canOpen(p, auth));
}

/** A page as the searches show it: its translated title and menu group. */
export interface PageChoice {
  page: PageEntry;
  title: string;
  group: string;
}

/** The pages whose title, group or path contain `query` (folded); all of them for no query. */
export function matchPages<T extends PageChoice>(entries: readonly T[], query: string): T[] {
  const q = fold(query.trim());
  return q
    ? entries.filter((e) => fold(`${e.title} ${e.group} ${e.page.path}`).includes(q))
    : [...entries];
}
