import { describe, expect, it } from 'vitest';
import type { AuthState } from '../../lib/session/auth-state';
import { pages } from '../../pages';
import { visibleTrail } from './breadcrumb';
import { dashboardPages, menuSections } from './menu';
import { fold } from './page-search';

const admin: AuthState = { signedIn: true, role: 'admin', serverRole: 'admin' };
const visitor: AuthState = { signedIn: false, role: 'public', serverRole: 'public' };

describe('breadcrumb (docs/product.md section 2)', () => {
  it('drops the home entry (shown as the home link) and shows the last entry only when active', () => {
    const home = { titleKey: 'home', url: '/' };
    expect(
      visibleTrail([home, { titleKey: 'group-apps' }, { titleKey: 'chat', active: true }]),
    ).toEqual([{ titleKey: 'group-apps' }, { titleKey: 'chat', active: true }]);
    expect(visibleTrail([home, { titleKey: 'group-apps' }, { titleKey: 'chat' }])).toEqual([
      { titleKey: 'group-apps' },
    ]);
  });
});

describe('menus and page search', () => {
  it('list every dashboard page for an admin, grouped, and nothing for a visitor', () => {
    const all = pages.filter((p) => p.layout === 'dashboard' && !p.hidden);
    expect(dashboardPages(admin)).toHaveLength(all.length);
    expect(all.length).toBeGreaterThan(80);
    // the dashboard first, then the apps (docs/product.md section 2)
    expect(
      menuSections(admin)
        .map((s) => s.group)
        .slice(0, 2),
    ).toEqual(['dashboard', 'apps']);
    expect(menuSections(visitor)).toEqual([]);
  });

  it('Todo, Chat, Email, Calendar, Shipments and Shop start starred', () => {
    expect(
      pages
        .filter((p) => p.starred)
        .map((p) => p.id)
        .sort(),
    ).toEqual(['calendar', 'chat', 'email', 'shipments', 'shop', 'todo']);
  });

  it('matches without case or accents', () => {
    expect(fold('Éléments d’Interface')).toBe('elements d’interface');
  });
});
