import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { IconLayoutGrid, IconList, IconPlus, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { ListView } from './use-list-view';
import {
  PAGE_SIZES,
  SEARCH_MAX,
  SORT_COLUMNS,
  type PageSize,
  type SortColumn,
  type SortDirection,
} from './view-state';

export type DataListView = 'list' | 'thumb';

export const VIEW_PATHS: Record<DataListView, string> = {
  list: '/ui-elements/data-list/list-view',
  thumb: '/ui-elements/data-list/thumb-view',
};

/**
 * The list and thumbnail views as two links that keep the URL's search, sort and page size (the
 * page a segmented control would be, but links: a person may open the other view in a tab).
 */
function ViewSwitch({ view }: { view: DataListView }) {
  const { t } = useTranslation('data-list');
  const { search } = useLocation();
  return (
    <Button.Group aria-label={t('toolbar.views')}>
      {(['list', 'thumb'] as const).map((target) => {
        const Icon = target === 'list' ? IconList : IconLayoutGrid;
        const current = target === view;
        return (
          <Button
            key={target}
            component={Link}
            to={{ pathname: VIEW_PATHS[target], search }}
            variant={current ? 'filled' : 'default'}
            aria-current={current ? 'page' : undefined}
            leftSection={<Icon size={16} aria-hidden />}
            data-testid={`view-${target}`}
          >
            {t(`toolbar.view-${target}`)}
          </Button>
        );
      })}
    </Button.Group>
  );
}

/**
 * The toolbar both views share: Add new, the view switch, the search, the sort (the thumbnails
 * have no column headers; the table sorts by its headers too) and the rows per page.
 */
export function ListToolbar({
  view,
  list,
  onAdd,
}: {
  view: DataListView;
  list: ListView;
  onAdd: () => void;
}) {
  const { t } = useTranslation('data-list');
  const { state } = list;
  return (
    <Group justify="space-between" align="flex-end" gap="sm" data-testid="data-list-toolbar">
      <Group gap="sm" align="flex-end" style={{ flex: '1 1 320px' }}>
        <TextInput
          label={t('toolbar.search')}
          placeholder={t('toolbar.search-placeholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          type="search"
          value={list.text}
          onChange={(event) => list.search(event.currentTarget.value)}
          maxLength={SEARCH_MAX}
          style={{ flex: '1 1 200px' }}
          data-testid="data-list-search"
        />
        {view === 'thumb' && (
          <NativeSelect
            label={t('toolbar.sort')}
            value={state.sort ? `${state.sort}:${state.dir}` : ''}
            onChange={(event) => {
              const [sort, dir] = event.currentTarget.value.split(':');
              list.change(
                sort
                  ? { sort: sort as SortColumn, dir: dir as SortDirection }
                  : { sort: undefined, dir: 'asc' },
              );
            }}
            data={[
              { value: '', label: t('sort.newest') },
              ...SORT_COLUMNS.flatMap((column) =>
                (['asc', 'desc'] as const).map((dir) => ({
                  value: `${column}:${dir}`,
                  label: t(`sort.${column}-${dir}`),
                })),
              ),
            ]}
            data-testid="data-list-sort"
          />
        )}
        <NativeSelect
          label={t('toolbar.per-page')}
          value={String(state.perPage)}
          onChange={(event) =>
            list.change({ perPage: Number(event.currentTarget.value) as PageSize })
          }
          data={PAGE_SIZES.map((size) => ({ value: String(size), label: String(size) }))}
          styles={{ label: { whiteSpace: 'nowrap' } }}
          data-testid="data-list-per-page"
        />
      </Group>
      <Group gap="sm">
        <ViewSwitch view={view} />
        <Button
          leftSection={<IconPlus size={18} aria-hidden />}
          onClick={onAdd}
          data-testid="data-list-add"
        >
          {t('toolbar.add')}
        </Button>
      </Group>
    </Group>
  );
}
