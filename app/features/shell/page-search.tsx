import { ActionIcon, Group, Kbd, Text, UnstyledButton } from '@mantine/core';
import { Spotlight, spotlight } from '@mantine/spotlight';
import { IconSearch, IconStar, IconStarFilled } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAuthState } from '../../lib/auth-state';
import { useBookmarks } from './bookmarks-store';
import { PageIcon } from './icons';
import { dashboardPages, hrefOf } from './menu';

/** Case- and accent-insensitive text for matching. */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

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
  const q = fold(query.trim());
  const found = q
    ? entries.filter((e) => fold(`${e.title} ${e.group} ${e.page.path}`).includes(q))
    : entries;

  return (
    <Spotlight.Root
      query={query}
      onQueryChange={setQuery}
      shortcut={['mod + K', '/']}
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
      </Spotlight.ActionsList>
    </Spotlight.Root>
  );
}

/** The navbar's search button. */
export function PageSearchButton() {
  const { t } = useTranslation('common');
  return (
    <UnstyledButton
      onClick={() => spotlight.open()}
      aria-label={t('search.open')}
      aria-keyshortcuts="Control+K Meta+K"
      data-testid="page-search-button"
      px={10}
      py={6}
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 8,
        borderRadius: 8,
        border: '1px solid light-dark(var(--mantine-color-gray-3), var(--mantine-color-dark-4))',
      }}
    >
      <IconSearch size={18} aria-hidden />
      <Text size="sm" c="dimmed" visibleFrom="md">
        {t('search.button')}
      </Text>
      <Kbd size="xs" visibleFrom="md">
        {t('search.shortcut')}
      </Kbd>
    </UnstyledButton>
  );
}
