import { Table, Text, UnstyledButton, type TableTrProps } from '@mantine/core';
import { IconArrowsSort, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type Header,
  type Row,
  type Table as TanstackTable,
  type TableOptions,
} from '@tanstack/react-table';
import { Fragment, type ReactNode } from 'react';
import type { DataListProduct } from '../../../../../api/modules/data-list/contract';
import { TableFrame } from './example-card';
import { RIGHT_ALIGNED } from './product-columns';
import classes from './table-examples.module.css';

/**
 * A TanStack table of products, each row known by the product's id; it does not sort unless the
 * options say so.
 */
export function useProductTable(
  products: DataListProduct[],
  columns: ColumnDef<DataListProduct>[],
  options: Partial<TableOptions<DataListProduct>>,
) {
  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Table keeps its own state
  return useReactTable({
    data: products,
    columns,
    getRowId: (product) => String(product.id),
    getCoreRowModel: getCoreRowModel(),
    enableSorting: false,
    ...options,
  });
}

const ariaSort = { asc: 'ascending', desc: 'descending' } as const;

/**
 * A column's header: a sortable one is a button (click, Enter or Space) in a header cell that
 * says how the table is sorted (`aria-sort`).
 */
function HeaderCell({ header }: { header: Header<DataListProduct, unknown> }) {
  const label = header.isPlaceholder
    ? null
    : flexRender(header.column.columnDef.header, header.getContext());
  const align = RIGHT_ALIGNED.has(header.column.id) ? 'right' : undefined;
  if (!header.column.getCanSort()) {
    return (
      <Table.Th scope="col" ta={align}>
        {label}
      </Table.Th>
    );
  }
  const sorted = header.column.getIsSorted();
  const SortIcon =
    sorted === 'asc' ? IconSortAscending : sorted === 'desc' ? IconSortDescending : IconArrowsSort;
  return (
    <Table.Th
      scope="col"
      ta={align}
      aria-sort={sorted ? ariaSort[sorted] : 'none'}
      data-testid={`sort-${header.column.id}`}
    >
      <UnstyledButton
        onClick={header.column.getToggleSortingHandler()}
        className={classes.sortButton}
      >
        {label}
        <SortIcon
          size={14}
          aria-hidden
          color={sorted ? 'var(--mantine-primary-color-filled)' : undefined}
        />
      </UnstyledButton>
    </Table.Th>
  );
}

/**
 * A TanStack table of products drawn with Mantine's Table: the caption on top, the headers (sort
 * buttons where the table sorts), the rows of the row model, and a line when no row is left.
 * `after` draws something below a row (the details of an expanded one).
 */
export function ProductTable({
  table,
  caption,
  minWidth,
  tall = false,
  empty,
  testId,
  rowProps,
  after,
}: {
  table: TanstackTable<DataListProduct>;
  caption: string;
  minWidth: number;
  tall?: boolean;
  empty?: string;
  testId: string;
  rowProps?: (row: Row<DataListProduct>) => TableTrProps;
  after?: (row: Row<DataListProduct>) => ReactNode;
}) {
  const rows = table.getRowModel().rows;
  const columns = table.getVisibleLeafColumns().length;
  return (
    <TableFrame caption={caption} minWidth={minWidth} tall={tall}>
      {(captionId) => (
        <Table
          aria-labelledby={captionId}
          stickyHeader={tall}
          highlightOnHover
          verticalSpacing="xs"
          data-testid={testId}
        >
          <Table.Thead>
            {table.getHeaderGroups().map((group) => (
              <Table.Tr key={group.id}>
                {group.headers.map((header) => (
                  <HeaderCell key={header.id} header={header} />
                ))}
              </Table.Tr>
            ))}
          </Table.Thead>
          <Table.Tbody>
            {rows.length === 0 && empty && (
              <Table.Tr>
                <Table.Td colSpan={columns}>
                  <Text ta="center" c="dimmed" p="md" size="sm" data-testid="empty">
                    {empty}
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
            {rows.map((row) => (
              <Fragment key={row.id}>
                <Table.Tr data-testid="row" data-id={row.id} {...rowProps?.(row)}>
                  {row.getVisibleCells().map((cell) => (
                    <Table.Td
                      key={cell.id}
                      ta={RIGHT_ALIGNED.has(cell.column.id) ? 'right' : undefined}
                    >
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </Table.Td>
                  ))}
                </Table.Tr>
                {after?.(row)}
              </Fragment>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </TableFrame>
  );
}
