import { ActionIcon, Group } from '@mantine/core';
import { Spotlight, spotlight } from '@mantine/spotlight';
import { IconListSearch, IconSearch, IconStar, IconStarFilled } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAuthState } from '../../lib/session/auth-state';
import { dashboardPages, hrefOf, matchPages } from '../../lib/ui/page-matches';
import { useBookmarks } from './bookmarks-store';
import { PageIcon } from './icons';

export { fold } from '../../lib/ui/page-matches';

/** The search across everything (features/help/pages/search.tsx) of what was typed. */
const searchEverythingHref = (query: string) => `/pages/search?q=${encodeURIComponent(query)}`;

/**
 * The page search (docs/product.md section 1: a searchable list of pages, with stars): every
 * dashboard page the user can open, opened by the navbar button or Ctrl/Cmd+K, keyboard-driven;
 * each page can be starred.
 */
export function PageSearch() {
  const { t } = useTranslation(['common', 'pages']);
  const auth = useAuthState();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const starred = useBookmarks((s) => s.starred);
  const toggle = useBookmarks((s) => s.toggle);

  const entries = useMemo(
    () =>
      dashboardPages(auth).map((page) => ({
        page,
        title: t(page.titleKey, { ns: 'pages' }),
        group: page.group ? t(`group-${page.group}`, { ns: 'pages' }) : '',
      })),
    [auth, t],
  );
  const typed = query.trim();
  const found = matchPages(entries, query);

  return (
    <Spotlight.Root
      query={query}
      onQueryChange={setQuery}
      // the shortcuts are the launcher's (page-search-launcher.tsx): they work before this loads
      shortcut={null}
      scrollable
      maxHeight={460}
      // The dialog's accessible name; the header itself is not shown.
      title={t('search.title')}
      styles={{ header: { display: 'none' } }}
    >
      <Spotlight.Search
        placeholder={t('search.placeholder')}
        leftSection={<IconSearch size={18} aria-hidden />}
        aria-label={t('search.placeholder')}
      />
      <Spotlight.ActionsList aria-label={t('search.results')}>
        {found.map(({ page, title, group }) => {
          const isStarred = starred.includes(page.id);
          return (
            <Group key={page.id} gap={4} wrap="nowrap" pr={6}>
              <Spotlight.Action
                style={{ flex: 1 }}
                label={title}
                description={group}
                leftSection={<PageIcon name={page.icon} size={20} />}
                onClick={() => void navigate(hrefOf(page))}
              />
              <ActionIcon
                variant="subtle"
                color={isStarred ? 'warning.8' : 'gray'}
                aria-pressed={isStarred}
                aria-label={t(isStarred ? 'search.unstar' : 'search.star', { page: title })}
                onClick={() => toggle(page.id)}
              >
                {isStarred ? (
                  <IconStarFilled size={18} aria-hidden />
                ) : (
                  <IconStar size={18} aria-hidden />
                )}
              </ActionIcon>
            </Group>
          );
        })}
        {found.length === 0 && <Spotlight.Empty>{t('search.nothing')}</Spotlight.Empty>}
        {/* last, so that Enter still opens the first page found */}
        {typed && (
          <Spotlight.Action
            label={t('search.everything', { query: typed })}
            leftSection={
              <IconListSearch
                size={20}
                stroke={1.6}
                color="var(--mantine-color-text)"
                aria-hidden
              />
            }
            onClick={() => void navigate(searchEverythingHref(typed))}
            data-testid="search-everything"
          />
        )}
      </Spotlight.ActionsList>
    </Spotlight.Root>
  );
}

/** Opens the page search (its dialog reads the store's state when it mounts, so also before). */
export function openPageSearch() {
  spotlight.open();
}
