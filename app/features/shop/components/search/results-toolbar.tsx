import { Group, NativeSelect, SegmentedControl, Text, VisuallyHidden } from '@mantine/core';
import { IconLayoutGrid, IconList } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SHOP_PER_PAGE_SIZES, SHOP_SORTS } from '../../../../../api/modules/shop/contract';
import { htmlLangOf } from '../../../../lib/i18n/languages';
import type { SearchState, ShopLayout, ShopPerPage, ShopSort } from '../../search-state';

interface ResultsToolbarProps {
  state: SearchState;
  /** the products found, undefined before the first reply */
  total: number | undefined;
  onChange: (change: Partial<SearchState>) => void;
}

/** The count of results, the sort, the layout (grid or list) and the page size. */
export function ResultsToolbar({ state, total, onChange }: ResultsToolbarProps) {
  const { t, i18n } = useTranslation('shop');
  const number = new Intl.NumberFormat(htmlLangOf(i18n.language));
  return (
    <Group justify="space-between" gap="sm" data-testid="results-toolbar">
      <Text fw={600} aria-live="polite" data-testid="result-count" data-total={total ?? ''}>
        {total === undefined
          ? '\u00a0'
          : t('toolbar.results', { count: total, total: number.format(total) })}
      </Text>
      <Group gap="sm">
        <NativeSelect
          size="xs"
          aria-label={t('toolbar.sort')}
          value={state.sort}
          onChange={(event) => onChange({ sort: event.currentTarget.value as ShopSort })}
          data={SHOP_SORTS.map((sort) => ({ value: sort, label: t(`sorts.${sort}`) }))}
          data-testid="sort"
        />
        <NativeSelect
          size="xs"
          aria-label={t('toolbar.perPage')}
          value={String(state.perPage)}
          onChange={(event) =>
            onChange({ perPage: Number(event.currentTarget.value) as ShopPerPage })
          }
          data={SHOP_PER_PAGE_SIZES.map((size) => ({
            value: String(size),
            label: t('toolbar.perPageOption', { count: size }),
          }))}
          data-testid="per-page"
        />
        <SegmentedControl
          size="xs"
          value={state.layout}
          onChange={(layout) => onChange({ layout: layout as ShopLayout })}
          aria-label={t('toolbar.layout')}
          data={(['grid', 'list'] as const).map((layout) => {
            const Icon = layout === 'grid' ? IconLayoutGrid : IconList;
            return {
              value: layout,
              label: (
                <>
                  <Icon size={16} aria-hidden style={{ display: 'block' }} />
                  <VisuallyHidden>{t(`layouts.${layout}`)}</VisuallyHidden>
                </>
              ),
            };
          })}
          data-testid="layout"
        />
      </Group>
    </Group>
  );
}
