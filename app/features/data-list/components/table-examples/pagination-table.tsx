import { Group, Pagination, Select, useMatches } from '@mantine/core';
import { getPaginationRowModel } from '@tanstack/react-table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataListProduct } from '../../../../../api/modules/data-list/contract';
import { BASIC_COLUMNS, useProductColumns } from './product-columns';
import { ProductTable, useProductTable } from './product-table';

export const PAGE_SIZES = [5, 10, 20, 50] as const;

/** Pagination: a page of products at a time, the page size chosen, the pages below. */
export function PaginationTable({ products }: { products: DataListProduct[] }) {
  const { t } = useTranslation('tables');
  // on a phone fewer pages around the current one and smaller buttons: they fit in one line
  const siblings = useMatches({ base: 0, sm: 1 });
  const size = useMatches({ base: 'sm', sm: 'md' });
  const columns = useProductColumns(BASIC_COLUMNS);
  const [pagination, setPagination] = useState({ pageIndex: 0, pageSize: 5 });
  const table = useProductTable(products, columns, {
    state: { pagination },
    onPaginationChange: setPagination,
    getPaginationRowModel: getPaginationRowModel(),
  });
  const total = products.length;
  const { pageIndex, pageSize } = pagination;
  const first = total === 0 ? 0 : pageIndex * pageSize + 1;
  const last = Math.min(total, (pageIndex + 1) * pageSize);

  return (
    <>
      <ProductTable
        table={table}
        caption={t('pagination.caption', { first, last, total })}
        minWidth={620}
        testId="pagination-table"
      />
      <Group justify="space-between" align="flex-end" mt="md" gap="sm">
        <Select
          label={t('pagination.page-size')}
          data={PAGE_SIZES.map(String)}
          value={String(pageSize)}
          onChange={(value) => value && table.setPageSize(Number(value))}
          allowDeselect={false}
          w={120}
          data-testid="page-size"
        />
        <Pagination
          total={table.getPageCount()}
          value={pageIndex + 1}
          onChange={(page) => table.setPageIndex(page - 1)}
          withEdges
          siblings={siblings}
          size={size}
          gap={size === 'sm' ? 6 : 8}
          boundaries={1}
          getControlProps={(control) => ({ 'aria-label': t(`pagination.page-${control}`) })}
          getItemProps={(page) => ({ 'aria-label': t('pagination.page-n', { page }) })}
          data-testid="pages"
        />
      </Group>
    </>
  );
}
