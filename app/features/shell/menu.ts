/** The dashboard menus, built from the page registry: only what the user's role can open. */
import { canOpen } from '../../lib/acl';
import type { AuthState } from '../../lib/auth-state';
import { pages, type MenuGroup, type PageEntry } from '../../pages';

export interface MenuSection {
  group: MenuGroup;
  titleKey: string;
  items: PageEntry[];
}

const groupOrder: MenuGroup[] = [
  'apps',
  'ui-elements',
  'components',
  'forms',
  'pages',
  'charts-maps',
  'extensions',
  'import-export',
];

/** The url a menu entry opens (a concrete one for paths with params). */
export function hrefOf(page: PageEntry): string {
  return page.href ?? page.path;
}

/** Dashboard pages the user can open, for the menus and the page search. */
export function dashboardPages(auth: AuthState): PageEntry[] {
  return pages.filter((p) => p.layout === 'dashboard' && !p.hidden && canOpen(p, auth));
}

export function menuSections(auth: AuthState): MenuSection[] {
  const visible = dashboardPages(auth);
  return groupOrder
    .map((group) => ({
      group,
      titleKey: `group-${group}`,
      items: visible.filter((p) => p.group === group),
    }))
    .filter((s) => s.items.length > 0);
}
