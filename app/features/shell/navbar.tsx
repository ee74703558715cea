import { ActionIcon, Burger, Tooltip } from '@mantine/core';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '../../components/language-switcher';
import { useSettings } from '../../lib/settings/settings-store';
import classes from './dashboard.module.css';
import { PageSearchButton } from './page-search-launcher';
import { StarredPages } from './starred-pages';
import { ThemeToggle } from './theme-toggle';
import { UserMenu } from './user-menu';

interface NavbarProps {
  menuOpened: boolean;
  onMenuToggle: () => void;
  /** what the layout puts before the language switcher (the shop's cart) */
  actions?: ReactNode;
  /** the customizer's toggle, between the theme and the user menu */
  customizer?: ReactNode;
  /** the navbar is hidden (a setting): only the customizer stays, in the same place of the tree */
  hidden?: boolean;
}

/**
 * The dashboard navbar: menu button, starred pages, page search, language, theme, customizer,
 * user menu.
 */
export function Navbar({ menuOpened, onMenuToggle, actions, customizer, hidden }: NavbarProps) {
  const { t } = useTranslation('common');
  const layout = useSettings((s) => s.layout);
  const collapsed = useSettings((s) => s.sidebarCollapsed);
  const set = useSettings((s) => s.set);
  const collapseLabel = t(collapsed ? 'menu.expand' : 'menu.collapse');

  // the customizer keeps its place among the children whether or not the rest is shown
  return (
    <div className={classes.navbar}>
      {!hidden && (
        <>
          <Burger
            opened={menuOpened}
            onClick={onMenuToggle}
            hiddenFrom="lg"
            size="sm"
            aria-label={t(menuOpened ? 'menu.close' : 'menu.open')}
            aria-expanded={menuOpened}
          />
          {layout === 'vertical' && (
            <Tooltip label={collapseLabel} withArrow>
              <ActionIcon
                visibleFrom="lg"
                variant="subtle"
                color="gray"
                size="lg"
                aria-label={collapseLabel}
                aria-pressed={collapsed}
                onClick={() => set('sidebarCollapsed', !collapsed)}
                style={{ color: 'var(--mantine-color-text)' }}
              >
                {collapsed ? (
                  <IconLayoutSidebarLeftExpand size={20} aria-hidden />
                ) : (
                  <IconLayoutSidebarLeftCollapse size={20} aria-hidden />
                )}
              </ActionIcon>
            </Tooltip>
          )}
          <StarredPages />
          <div className={classes.navbarSpacer} />
          <PageSearchButton />
          {actions}
          <LanguageSwitcher variant="compact" />
          {/* on phones the theme is in the customizer */}
          <ThemeToggle visibleFrom="sm" />
        </>
      )}
      {customizer}
      {!hidden && <UserMenu />}
    </div>
  );
}
