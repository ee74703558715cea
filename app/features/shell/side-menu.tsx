import { NavLink } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useAuthState } from '../../lib/session/auth-state';
import { GroupIcon, PageIcon } from './icons';
import { hrefOf, menuSections } from './menu';
import { MenuCount, useMenuCount } from './menu-badges';
import classes from './dashboard.module.css';
import { pageForPath } from '../../lib/session/acl';
import type { PageEntry } from '../../pages';

interface SideMenuProps {
  onNavigate?: () => void;
  /** labels can be hidden by CSS when the menu is collapsed */
  collapsible?: boolean;
}

/** The vertical menu: one collapsible group per menu group, built from the registry. */
export function SideMenu({ onNavigate, collapsible = false }: SideMenuProps) {
  const { t } = useTranslation('pages');
  const auth = useAuthState();
  const { pathname } = useLocation();
  const current = pageForPath(pathname);
  const labelClass = collapsible ? classes.collapsible : undefined;

  return (
    <div className={classes.sidebarScroll}>
      <nav aria-label={t('main-menu', { ns: 'common' })} style={{ padding: '4px 12px 24px' }}>
        {menuSections(auth).map((section) => (
          <NavLink
            key={section.group}
            component="button"
            type="button"
            // the label is hidden while the menu is collapsed
            aria-label={t(section.titleKey)}
            label={t(section.titleKey)}
            leftSection={<GroupIcon group={section.group} size={20} />}
            defaultOpened={section.items.some((p) => p.id === current?.id)}
            childrenOffset={12}
            classNames={{ body: labelClass, chevron: labelClass, children: labelClass }}
            fw={500}
            style={{ borderRadius: 6 }}
          >
            {section.items.map((page) => (
              <MenuEntry
                key={page.id}
                page={page}
                active={page.id === current?.id}
                onNavigate={onNavigate}
              />
            ))}
          </NavLink>
        ))}
      </nav>
    </div>
  );
}

/** One page of the menu, with its count when the layout gives it one (./menu-badges.tsx). */
function MenuEntry({
  page,
  active,
  onNavigate,
}: {
  page: PageEntry;
  active: boolean;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation('pages');
  return (
    <NavLink
      component={Link}
      to={hrefOf(page)}
      label={t(page.titleKey)}
      leftSection={<PageIcon name={page.icon} size={16} />}
      rightSection={<MenuCount count={useMenuCount(page)} onFilled={active} />}
      active={active}
      aria-current={active ? 'page' : undefined}
      onClick={onNavigate}
      variant="filled"
      style={{ borderRadius: 6 }}
    />
  );
}
