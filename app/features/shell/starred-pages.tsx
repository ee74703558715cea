import { ActionIcon, Group, Indicator, Menu, Tooltip } from '@mantine/core';
import { IconStar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { canOpen } from '../../lib/session/acl';
import { useAuthState } from '../../lib/session/auth-state';
import { pageById, type PageEntry } from '../../pages';
import { STARRED_LIMIT, useBookmarks } from './bookmarks-store';
import { PageIcon } from './icons';
import { hrefOf } from './menu';
import { MenuCount, useMenuCount } from './menu-badges';

/** The first 10 starred pages the user can open (docs/product.md section 9). */
export function useStarredPages(): PageEntry[] {
  const auth = useAuthState();
  const starred = useBookmarks((s) => s.starred);
  return starred
    .map((id) => pageById(id))
    .filter((p): p is PageEntry => Boolean(p && canOpen(p, auth)))
    .slice(0, STARRED_LIMIT);
}

/** Shortcuts in the navbar: icons from md up, one menu below. */
export function StarredPages() {
  const { t } = useTranslation(['common', 'pages']);
  const list = useStarredPages();
  if (list.length === 0) return null;
  return (
    <>
      <Group
        gap={2}
        visibleFrom="md"
        component="nav"
        aria-label={t('starred.label')}
        data-testid="starred-pages"
      >
        {list.map((page) => (
          <Shortcut key={page.id} page={page} />
        ))}
      </Group>
      <Menu position="bottom-start" shadow="md">
        <Menu.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            hiddenFrom="md"
            aria-label={t('starred.label')}
            style={{ color: 'var(--mantine-color-text)' }}
          >
            <IconStar size={20} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {list.map((page) => (
            <Menu.Item
              key={page.id}
              component={Link}
              to={hrefOf(page)}
              leftSection={<PageIcon name={page.icon} size={16} />}
              rightSection={<StarredCount page={page} />}
            >
              {t(page.titleKey, { ns: 'pages' })}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
    </>
  );
}

function StarredCount({ page }: { page: PageEntry }) {
  return <MenuCount count={useMenuCount(page)} />;
}

/** A starred page's icon, with its count as a dot of numbers when it has one (./menu-badges.tsx). */
function Shortcut({ page }: { page: PageEntry }) {
  const { t } = useTranslation(['common', 'pages']);
  const count = useMenuCount(page);
  const title = t(page.titleKey, { ns: 'pages' });
  return (
    <Tooltip label={title} withArrow>
      <Indicator
        disabled={count === 0}
        label={count > 99 ? '99+' : count}
        size={16}
        offset={6}
        zIndex={1}
        data-testid="starred-count"
      >
        <ActionIcon
          component={Link}
          to={hrefOf(page)}
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={count ? `${title}, ${t('menu-badge', { count })}` : title}
          style={{ color: 'var(--mantine-color-text)' }}
        >
          <PageIcon name={page.icon} size={20} />
        </ActionIcon>
      </Indicator>
    </Tooltip>
  );
}
