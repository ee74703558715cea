/** The dashboard menus, built from the page registry: only what the user's role can open. */
import { roleAllows, type AuthState } from '../../lib/session/auth-state';
import { dashboardPages } from '../../lib/ui/page-matches';
import type { MenuGroup, PageEntry } from '../../pages';

export { dashboardPages, hrefOf } from '../../lib/ui/page-matches';

export interface MenuSection {
  group: MenuGroup;
  titleKey: string;
  items: PageEntry[];
}

const groupOrder: MenuGroup[] = [
  'portal',
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

/**
 * A customer (signed in, not staff by the server's role) has a menu of their own: the portal and
 * their own pages; staff never see the portal's group (its screens only point them to their app).
 */
export function isCustomer(auth: AuthState): boolean {
  return auth.signedIn && !roleAllows('editor', auth.serverRole);
}

export function menuSections(auth: AuthState): MenuSection[] {
  const visible = dashboardPages(auth);
  const customer = isCustomer(auth);
  return groupOrder
    .filter((group) => customer || group !== 'portal')
    .map((group) => ({
      group,
      titleKey: `group-${group}`,
      items: visible.filter((p) => p.group === group),
    }))
    .filter((s) => s.items.length > 0);
}
