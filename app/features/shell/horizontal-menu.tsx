import { Button, Menu, ScrollArea } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { pageForPath } from '../../lib/session/acl';
import { useAuthState } from '../../lib/session/auth-state';
import type { PageEntry } from '../../pages';
import classes from './dashboard.module.css';
import { GroupIcon, PageIcon } from './icons';
import { hrefOf, menuSections, type MenuSection } from './menu';
import { MenuCount, useMenuCount, useMenuTotal } from './menu-badges';

/** The horizontal top menu (desktop): one dropdown per menu group. */
export function HorizontalMenu({ dark = false }: { dark?: boolean }) {
  const { t } = useTranslation('pages');
  const auth = useAuthState();
  const { pathname } = useLocation();
  const current = pageForPath(pathname);

  return (
    <nav
      className={classes.hmenu}
      aria-label={t('main-menu', { ns: 'common' })}
      data-mantine-color-scheme={dark ? 'dark' : undefined}
    >
      {menuSections(auth).map((section) => (
        <MenuGroup key={section.group} section={section} currentId={current?.id} />
      ))}
    </nav>
  );
}

/** One group's button (with the sum of its entries' counts) and its dropdown. */
function MenuGroup({ section, currentId }: { section: MenuSection; currentId?: string }) {
  const { t } = useTranslation('pages');
  const active = section.items.some((p) => p.id === currentId);
  const total = useMenuTotal(section.items);
  return (
    <Menu trigger="click-hover" openDelay={60} closeDelay={120} position="bottom-start" shadow="md">
      <Menu.Target>
        <Button
          variant={active ? 'filled' : 'subtle'}
          color={active ? undefined : 'gray'}
          size="sm"
          leftSection={<GroupIcon group={section.group} size={18} />}
          rightSection={
            <>
              <MenuCount count={total} onFilled={active} />
              <IconChevronDown size={14} aria-hidden />
            </>
          }
          styles={{ root: { color: active ? undefined : 'var(--mantine-color-text)' } }}
        >
          {t(section.titleKey)}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <ScrollArea.Autosize mah="70vh" type="auto">
          {section.items.map((page) => (
            <MenuEntry key={page.id} page={page} current={page.id === currentId} />
          ))}
        </ScrollArea.Autosize>
      </Menu.Dropdown>
    </Menu>
  );
}

function MenuEntry({ page, current }: { page: PageEntry; current: boolean }) {
  const { t } = useTranslation('pages');
  return (
    <Menu.Item
      component={Link}
      to={hrefOf(page)}
      leftSection={<PageIcon name={page.icon} size={16} />}
      rightSection={<MenuCount count={useMenuCount(page)} />}
      aria-current={current ? 'page' : undefined}
      fw={current ? 600 : undefined}
    >
      {t(page.titleKey)}
    </Menu.Item>
  );
}
