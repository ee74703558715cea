import { Button, Group, Select, SimpleGrid, TextInput } from '@mantine/core';
import { IconFilterOff, IconSearch } from '@tabler/icons-react';
import { getFilteredRowModel, type ColumnFiltersState } from '@tanstack/react-table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  dataListCategorySchema,
  type DataListProduct,
} from '../../../../../api/modules/data-list/contract';
import { BASIC_COLUMNS, useProductColumns } from './product-columns';
import { ORDER_STATUSES } from './product-labels';
import { ProductTable, useProductTable } from './product-table';

/** Filter: the name holds a text (any case), and a category and a status, each or all. */
export function FilterTable({ products }: { products: DataListProduct[] }) {
  const { t } = useTranslation('tables');
  const columns = useProductColumns(BASIC_COLUMNS);
  const [filters, setFilters] = useState<ColumnFiltersState>([]);
  const table = useProductTable(products, columns, {
    state: { columnFilters: filters },
    onColumnFiltersChange: setFilters,
    getFilteredRowModel: getFilteredRowModel(),
  });
  const valueOf = (id: string) => (filters.find((f) => f.id === id)?.value as string) ?? '';
  const setValue = (id: string, value: string | null) =>
    table.getColumn(id)?.setFilterValue(value || undefined);
  const shown = table.getFilteredRowModel().rows.length;

  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" mb="sm">
        <TextInput
          type="search"
          label={t('filter.name')}
          placeholder={t('filter.name-placeholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={valueOf('name')}
          onChange={(e) => setValue('name', e.currentTarget.value)}
          data-testid="filter-name"
        />
        <Select
          label={t('columns.category')}
          placeholder={t('filter.all')}
          data={dataListCategorySchema.options.map((value) => ({
            value,
            label: t(`category.${value}`),
          }))}
          value={valueOf('category') || null}
          onChange={(value) => setValue('category', value)}
          clearable
          data-testid="filter-category"
        />
        <Select
          label={t('columns.status')}
          placeholder={t('filter.all')}
          data={ORDER_STATUSES.map((value) => ({ value, label: t(`status.${value}`) }))}
          value={valueOf('status') || null}
          onChange={(value) => setValue('status', value)}
          clearable
          data-testid="filter-status"
        />
      </SimpleGrid>
      {filters.length > 0 && (
        <Group justify="flex-end" mb="xs">
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconFilterOff size={16} aria-hidden />}
            onClick={() => table.resetColumnFilters()}
            data-testid="clear-filters"
          >
            {t('filter.clear')}
          </Button>
        </Group>
      )}
      <ProductTable
        table={table}
        caption={t('filter.caption', { shown, total: products.length })}
        minWidth={620}
        tall
        empty={t('filter.empty')}
        testId="filter-table"
      />
    </>
  );
}
