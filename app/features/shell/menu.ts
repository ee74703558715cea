/** The dashboard menus, built from the page registry: only what the user's role can open. */
import type { AuthState } from '../../lib/session/auth-state';
import { dashboardPages } from '../../lib/ui/page-matches';
import type { MenuGroup, PageEntry } from '../../pages';

export { dashboardPages, hrefOf } from '../../lib/ui/page-matches';

export interface MenuSection {
  group: MenuGroup;
  titleKey: string;
  items: PageEntry[];
}

const groupOrder: MenuGroup[] = [
  'dashboard',
  'apps',
  'ui-elements',
  'components',
  'forms',
  'pages',
  'charts-maps',
  'extensions',
  'import-export',
];

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
