import { Button, Menu, ScrollArea } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { pageForPath } from '../../lib/acl';
import { useAuthState } from '../../lib/auth-state';
import classes from './dashboard.module.css';
import { GroupIcon, PageIcon } from './icons';
import { hrefOf, menuSections } from './menu';

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
      {menuSections(auth).map((section) => {
        const active = section.items.some((p) => p.id === current?.id);
        return (
          <Menu
            key={section.group}
            trigger="click-hover"
            openDelay={60}
            closeDelay={120}
            position="bottom-start"
            shadow="md"
          >
            <Menu.Target>
              <Button
                variant={active ? 'filled' : 'subtle'}
                color={active ? undefined : 'gray'}
                size="sm"
                leftSection={<GroupIcon group={section.group} size={18} />}
                rightSection={<IconChevronDown size={14} aria-hidden />}
                styles={{ root: { color: active ? undefined : 'var(--mantine-color-text)' } }}
              >
                {t(section.titleKey)}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <ScrollArea.Autosize mah="70vh" type="auto">
                {section.items.map((page) => (
                  <Menu.Item
                    key={page.id}
                    component={Link}
                    to={hrefOf(page)}
                    leftSection={<PageIcon name={page.icon} size={16} />}
                    aria-current={page.id === current?.id ? 'page' : undefined}
                    fw={page.id === current?.id ? 600 : undefined}
                  >
                    {t(page.titleKey)}
                  </Menu.Item>
                ))}
              </ScrollArea.Autosize>
            </Menu.Dropdown>
          </Menu>
        );
      })}
    </nav>
  );
}
