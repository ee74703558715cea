import {
  Alert,
  Button,
  Card,
  Checkbox,
  Group,
  Pagination,
  Select,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { TableStateRows } from '../../../../components/table-state-rows';
import { IconSearch } from '@tabler/icons-react';
import {
  flexRender,
  getCoreRowModel,
  getFilteredRowModel,
  getPaginationRowModel,
  useReactTable,
  type ColumnDef,
  type FilterFn,
  type RowSelectionState,
} from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataListProduct } from '../../../../../api/modules/data-list/contract';
import { useMoney } from '../../../../lib/format/money';
import { useDataListProducts } from '../../api/get-products';
import { OrderStatusChip } from '../list/product-cells';
import classes from './export.module.css';

export const PAGE_SIZES = [10, 20, 50, 100] as const;

export interface Selection {
  value: RowSelectionState;
  onChange: (value: RowSelectionState) => void;
}

/**
 * The data-list products in a table (TanStack Table on Mantine's Table) with search and paging;
 * with `selection`, a checkbox on each row and one in the header for every row the search shows.
 * The selection is kept by product id, across pages and searches.
 */
export function ExportTable({ selection }: { selection?: Selection }) {
  // the categories' and statuses' names are the data list's own
  const { t } = useTranslation(['export', 'data-list']);
  const money = useMoney();
  const products = useDataListProducts();
  const [search, setSearch] = useState('');
  const [pagination, setPagination] = useState({ pageIndex: 0, pageSize: 10 });

  /** name, category and status hold the search text, as written or as the reader's language shows them */
  const searchProducts = useMemo<FilterFn<DataListProduct>>(
    () => (row, _column, needle: string) => {
      const text = needle.trim().toLowerCase();
      if (!text) return true;
      const { id, name, category, order_status: status } = row.original;
      return [
        String(id),
        name,
        category,
        t(`data-list:category.${category}`),
        status,
        t(`data-list:status.${status}`),
      ].some((value) => value.toLowerCase().includes(text));
    },
    [t],
  );

  const columns = useMemo<ColumnDef<DataListProduct>[]>(() => {
    const data: ColumnDef<DataListProduct>[] = [
      { id: 'id', accessorKey: 'id', header: () => t('columns.id') },
      {
        id: 'name',
        accessorKey: 'name',
        header: () => t('columns.name'),
        cell: ({ row }) => (
          <Text size="sm" fw={500} lineClamp={2} data-testid="export-row-name">
            {row.original.name}
          </Text>
        ),
      },
      {
        id: 'category',
        accessorKey: 'category',
        header: () => t('columns.category'),
        cell: ({ row }) => t(`data-list:category.${row.original.category}`),
      },
      {
        id: 'order_status',
        accessorKey: 'order_status',
        header: () => t('columns.order_status'),
        cell: ({ row }) => <OrderStatusChip status={row.original.order_status} />,
      },
      { id: 'popularity', accessorKey: 'popularity', header: () => t('columns.popularity') },
      {
        id: 'price',
        accessorKey: 'price',
        header: () => t('columns.price'),
        cell: ({ row }) => money.baht(row.original.price),
      },
    ];
    if (!selection) return data;
    return [
      {
        id: 'select',
        header: ({ table }) => {
          const shown = table.getFilteredRowModel().rows;
          const ticked = shown.filter((row) => row.getIsSelected()).length;
          return (
            <Checkbox
              aria-label={t('selection.select-all')}
              checked={shown.length > 0 && ticked === shown.length}
              indeterminate={ticked > 0 && ticked < shown.length}
              disabled={shown.length === 0}
              onChange={(e) => {
                const tick = e.currentTarget.checked;
                const next = { ...table.getState().rowSelection };
                for (const row of shown) {
                  if (tick) next[row.id] = true;
                  else delete next[row.id];
                }
                table.setRowSelection(next);
              }}
              data-testid="export-select-all"
            />
          );
        },
        cell: ({ row }) => (
          <Checkbox
            aria-label={t('selection.select-row', { name: row.original.name })}
            checked={row.getIsSelected()}
            onChange={row.getToggleSelectedHandler()}
            data-testid="export-select-row"
          />
        ),
      },
      ...data,
    ];
  }, [t, money, selection]);

  const data = useMemo(() => products.data ?? [], [products.data]);
  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Table keeps its own state
  const table = useReactTable({
    data,
    columns,
    state: {
      globalFilter: search,
      pagination,
      rowSelection: selection?.value ?? {},
    },
    enableRowSelection: Boolean(selection),
    onRowSelectionChange: (updater) => {
      if (!selection) return;
      selection.onChange(typeof updater === 'function' ? updater(selection.value) : updater);
    },
    onGlobalFilterChange: (value: string) => {
      setSearch(value);
      setPagination((p) => ({ ...p, pageIndex: 0 }));
    },
    onPaginationChange: setPagination,
    globalFilterFn: searchProducts,
    getRowId: (product) => String(product.id),
    getCoreRowModel: getCoreRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
    getPaginationRowModel: getPaginationRowModel(),
    autoResetPageIndex: false,
  });

  const total = table.getFilteredRowModel().rows.length;
  const { pageIndex, pageSize } = pagination;
  const first = total === 0 ? 0 : pageIndex * pageSize + 1;
  const last = Math.min(total, (pageIndex + 1) * pageSize);
  const rows = table.getRowModel().rows;

  return (
    <Card withBorder radius="md" padding={0} data-testid="export-table-card">
      <Group p="md" pb="sm">
        <TextInput
          label={t('table.search')}
          placeholder={t('table.search-placeholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(e) => table.setGlobalFilter(e.currentTarget.value)}
          type="search"
          style={{ flex: '1 1 240px' }}
          data-testid="export-search"
        />
      </Group>
      {products.isError ? (
        <Alert color="red" m="md" role="alert" data-testid="export-load-error">
          {t('table.load-error')}
          <Button variant="light" size="compact-sm" ml="sm" onClick={() => void products.refetch()}>
            {t('table.retry')}
          </Button>
        </Alert>
      ) : (
        <Table.ScrollContainer minWidth={selection ? 760 : 720}>
          <Table
            striped
            highlightOnHover
            verticalSpacing="xs"
            horizontalSpacing="md"
            aria-busy={products.isPending}
            data-testid="export-table"
          >
            <Table.Caption>
              {products.isPending
                ? t('table.loading')
                : total === 0
                  ? t('table.caption-none')
                  : t('table.caption', { first, last, total })}
            </Table.Caption>
            <Table.Thead>
              {table.getHeaderGroups().map((group) => (
                <Table.Tr key={group.id}>
                  {group.headers.map((header) => (
                    <Table.Th
                      key={header.id}
                      scope="col"
                      w={header.id === 'select' ? 48 : header.id === 'id' ? 72 : undefined}
                    >
                      {flexRender(header.column.columnDef.header, header.getContext())}
                    </Table.Th>
                  ))}
                </Table.Tr>
              ))}
            </Table.Thead>
            <Table.Tbody>
              <TableStateRows
                pending={products.isPending}
                empty={rows.length === 0}
                colSpan={columns.length}
                loadingLabel={t('table.loading')}
                emptyText={t('table.empty')}
                emptyTestId="export-empty"
              />
              {rows.map((row) => (
                <Table.Tr
                  key={row.id}
                  data-testid="export-row"
                  data-product-id={row.id}
                  className={row.getIsSelected() ? classes.ticked : undefined}
                >
                  {row.getVisibleCells().map((cell) => (
                    <Table.Td key={cell.id}>
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Group justify="space-between" p="md" gap="sm">
        <Select
          label={t('table.page-size')}
          data={PAGE_SIZES.map(String)}
          value={String(pageSize)}
          onChange={(v) => v && table.setPageSize(Number(v))}
          allowDeselect={false}
          w={110}
          data-testid="export-page-size"
        />
        <Pagination
          total={table.getPageCount()}
          value={pageIndex + 1}
          onChange={(page) => table.setPageIndex(page - 1)}
          getControlProps={(control) => ({ 'aria-label': t(`table.page-${control}`) })}
          getItemProps={(page) => ({ 'aria-label': t('table.page-n', { page }) })}
          siblings={0}
          data-testid="export-pages"
        />
      </Group>
    </Card>
  );
}
