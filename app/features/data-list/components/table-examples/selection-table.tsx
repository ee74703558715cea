import { Button, Checkbox, Group, Text } from '@mantine/core';
import type {
  ColumnDef,
  Row,
  RowSelectionState,
  Table as TanstackTable,
} from '@tanstack/react-table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataListProduct } from '../../../../../api/modules/data-list/contract';
import { BASIC_COLUMNS, useProductColumns } from './product-columns';
import { ProductTable, useProductTable } from './product-table';
import classes from './table-examples.module.css';

/** The header's box: every row, none, or mixed when some are selected. */
function SelectAll({ table }: { table: TanstackTable<DataListProduct> }) {
  const { t } = useTranslation('tables');
  return (
    <Checkbox
      aria-label={t('selection.select-all')}
      checked={table.getIsAllRowsSelected()}
      indeterminate={table.getIsSomeRowsSelected()}
      onChange={table.getToggleAllRowsSelectedHandler()}
      data-testid="select-all"
    />
  );
}

function SelectRow({ row }: { row: Row<DataListProduct> }) {
  const { t } = useTranslation('tables');
  const { name, id } = row.original;
  return (
    <Checkbox
      aria-label={t('selection.select-row', { name, id })}
      checked={row.getIsSelected()}
      onChange={row.getToggleSelectedHandler()}
      data-testid="select-row"
    />
  );
}

const selectColumn: ColumnDef<DataListProduct> = {
  id: 'select',
  header: ({ table }) => <SelectAll table={table} />,
  cell: ({ row }) => <SelectRow row={row} />,
};

/** Selection: a checkbox per row, one for every row (mixed when some are), and the count. */
export function SelectionTable({ products }: { products: DataListProduct[] }) {
  const { t } = useTranslation('tables');
  const columns = useProductColumns(BASIC_COLUMNS, selectColumn);
  const [selection, setSelection] = useState<RowSelectionState>({});
  const table = useProductTable(products, columns, {
    state: { rowSelection: selection },
    onRowSelectionChange: setSelection,
  });
  // a selected item that was deleted meanwhile is not counted
  const count = table.getSelectedRowModel().rows.length;

  return (
    <>
      <Group justify="space-between" mb="xs" gap="sm" mih={28}>
        <Text size="sm" fw={500} role="status" data-testid="selection-count">
          {t('selection.count', { selected: count, total: products.length })}
        </Text>
        {count > 0 && (
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={() => table.resetRowSelection()}
            data-testid="clear-selection"
          >
            {t('selection.clear')}
          </Button>
        )}
      </Group>
      <ProductTable
        table={table}
        caption={t('selection.caption')}
        minWidth={660}
        tall
        testId="selection-table"
        rowProps={(row) =>
          row.getIsSelected() ? { className: classes.selectedRow, 'data-selected': true } : {}
        }
      />
    </>
  );
}
