import { Kbd, Text, UnstyledButton } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { loadAllMantineStyles } from '../../lib/settings/mantine-styles';

/**
 * The page search loads when it is first asked for (the navbar button, Ctrl/Cmd+K or /): its
 * dialog (Mantine Spotlight) is in no staff page's first load (docs/decisions/0063).
 */
const loadPageSearch = () => loadAllMantineStyles().then(() => import('./page-search'));
const PageSearch = lazy(() => loadPageSearch().then((m) => ({ default: m.PageSearch })));

let asked = false;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Opens the page search, loading it the first time. */
export function requestPageSearch() {
  if (!asked) {
    asked = true;
    for (const listener of listeners) listener();
  }
  void loadPageSearch().then((m) => m.openPageSearch());
}

/** Drawn once by the dashboard frame: the shortcuts, and the dialog once it was asked for. */
export function PageSearchLauncher() {
  const wanted = useSyncExternalStore(
    subscribe,
    () => asked,
    () => false,
  );
  useHotkeys([
    ['mod+K', requestPageSearch],
    ['/', requestPageSearch],
  ]);
  return wanted ? (
    <Suspense fallback={null}>
      <PageSearch />
    </Suspense>
  ) : null;
}

/** The navbar's search button. */
export function PageSearchButton() {
  const { t } = useTranslation('common');
  return (
    <UnstyledButton
      onClick={requestPageSearch}
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
