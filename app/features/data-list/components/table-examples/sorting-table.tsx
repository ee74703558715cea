import { getSortedRowModel, type SortingState } from '@tanstack/react-table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataListProduct } from '../../../../../api/modules/data-list/contract';
import { useProductColumns, type ProductColumn } from './product-columns';
import { ProductTable, useProductTable } from './product-table';

const SORTED_COLUMNS: readonly ProductColumn[] = [
  'id',
  'name',
  'category',
  'status',
  'popularity',
  'price',
];

/**
 * Sorting: a header's button sorts by its column, ascending first, then descending, then as the
 * list comes (newest first); one column at a time.
 */
export function SortingTable({ products }: { products: DataListProduct[] }) {
  const { t } = useTranslation('tables');
  const columns = useProductColumns(SORTED_COLUMNS);
  const [sorting, setSorting] = useState<SortingState>([]);
  const table = useProductTable(products, columns, {
    state: { sorting },
    onSortingChange: setSorting,
    enableSorting: true,
    sortDescFirst: false,
    enableMultiSort: false,
    getSortedRowModel: getSortedRowModel(),
  });
  const [sort] = sorting;
  const caption = sort
    ? t(sort.desc ? 'sorting.caption-desc' : 'sorting.caption-asc', {
        column: t(`columns.${sort.id}`),
      })
    : t('sorting.caption');

  return (
    <ProductTable table={table} caption={caption} minWidth={720} tall testId="sorting-table" />
  );
}
