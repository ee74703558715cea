import { Text } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataListProduct } from '../../../../../api/modules/data-list/contract';
import { htmlLangOf } from '../../../../lib/i18n/languages';
import { useMoney } from '../../../../lib/format/money';
import { CategoryName, ORDER_STATUSES, Popularity, StatusBadge } from './product-labels';

/** A column's name in the reader's language (for a header drawn outside the hook below). */
export function ColumnName({ id }: { id: string }) {
  const { t } = useTranslation('tables');
  return t(`columns.${id}`);
}

export type ProductColumn = 'id' | 'name' | 'category' | 'status' | 'popularity' | 'price';

/** The columns whose header and cells align to the right (numbers). */
export const RIGHT_ALIGNED = new Set<string>(['price']);

/**
 * The product columns of the TanStack examples, each in the reader's language: names and
 * categories sort as the language does, statuses in the order of their work, numbers as numbers.
 * The filter example filters name (contains), category and status (equal).
 */
function useAllColumns(): Record<ProductColumn, ColumnDef<DataListProduct>> {
  const { t, i18n } = useTranslation('tables');
  const { baht } = useMoney();
  return useMemo(() => {
    const collator = new Intl.Collator(htmlLangOf(i18n.language), { sensitivity: 'base' });
    return {
      id: { id: 'id', accessorKey: 'id', header: () => t('columns.id') },
      name: {
        id: 'name',
        accessorKey: 'name',
        header: () => t('columns.name'),
        sortingFn: (a, b) => collator.compare(a.original.name, b.original.name),
        filterFn: 'includesString',
        cell: ({ row }) => (
          <Text size="sm" fw={500} span data-testid="name">
            {row.original.name}
          </Text>
        ),
      },
      category: {
        id: 'category',
        accessorKey: 'category',
        header: () => t('columns.category'),
        sortingFn: (a, b) =>
          collator.compare(
            t(`category.${a.original.category}`),
            t(`category.${b.original.category}`),
          ),
        filterFn: 'equalsString',
        cell: ({ row }) => <CategoryName category={row.original.category} />,
      },
      status: {
        id: 'status',
        accessorKey: 'order_status',
        header: () => t('columns.status'),
        sortingFn: (a, b) =>
          ORDER_STATUSES.indexOf(a.original.order_status) -
          ORDER_STATUSES.indexOf(b.original.order_status),
        filterFn: 'equalsString',
        cell: ({ row }) => <StatusBadge status={row.original.order_status} />,
      },
      popularity: {
        id: 'popularity',
        accessorKey: 'popularity',
        header: () => t('columns.popularity'),
        cell: ({ row }) => <Popularity value={row.original.popularity} />,
      },
      price: {
        id: 'price',
        accessorKey: 'price',
        header: () => t('columns.price'),
        cell: ({ row }) => <span data-testid="price">{baht(row.original.price)}</span>,
      },
    };
  }, [t, i18n.language, baht]);
}

/** The id, name, category, status and price columns. */
export const BASIC_COLUMNS = ['id', 'name', 'category', 'status', 'price'] as const;

/**
 * An example's columns: `lead` (a constant: a column of buttons or checkboxes) then the named
 * product columns (a constant list).
 */
export function useProductColumns(
  ids: readonly ProductColumn[],
  lead?: ColumnDef<DataListProduct>,
): ColumnDef<DataListProduct>[] {
  const all = useAllColumns();
  return useMemo(() => [...(lead ? [lead] : []), ...ids.map((id) => all[id])], [all, ids, lead]);
}
