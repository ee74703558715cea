import { ActionIcon, Group, Image, SimpleGrid, Table } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import type { ColumnDef, ExpandedState, Row } from '@tanstack/react-table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataListProduct } from '../../../../../api/modules/data-list/contract';
import { LabelledValue } from '../../../../components/labelled-value';
import { useMoney } from '../../../../lib/format/money';
import { ColumnName, useProductColumns, type ProductColumn } from './product-columns';
import { ProductTable, useProductTable } from './product-table';
import classes from './table-examples.module.css';

const detailsId = (row: Row<DataListProduct>) => `table-example-details-${row.id}`;

function ToggleButton({ row }: { row: Row<DataListProduct> }) {
  const { t } = useTranslation('tables');
  const open = row.getIsExpanded();
  const { name } = row.original;
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      onClick={row.getToggleExpandedHandler()}
      aria-expanded={open}
      aria-controls={open ? detailsId(row) : undefined}
      aria-label={t(open ? 'expandable.hide' : 'expandable.show', { name })}
      data-testid="expand"
    >
      <IconChevronRight
        size={18}
        aria-hidden
        style={{ transform: open ? 'rotate(90deg)' : undefined, transition: 'transform 150ms' }}
      />
    </ActionIcon>
  );
}

/** An open row's details: the picture and every field. */
function Details({ row, columns }: { row: Row<DataListProduct>; columns: number }) {
  const { t } = useTranslation('tables');
  const { baht } = useMoney();
  const product = row.original;
  return (
    <Table.Tr id={detailsId(row)} data-testid="details">
      <Table.Td colSpan={columns}>
        <Group gap="lg" wrap="nowrap" align="flex-start" py="xs" className={classes.details}>
          <div className={classes.picture}>
            <Image
              src={product.img}
              alt={t('expandable.picture', { name: product.name })}
              fit="contain"
              h="100%"
              w="100%"
            />
          </div>
          <SimpleGrid
            cols={{ base: 2, sm: 3 }}
            spacing="sm"
            verticalSpacing="xs"
            style={{ flex: 1 }}
          >
            <LabelledValue label={t('columns.id')} testId="details-id">
              {product.id}
            </LabelledValue>
            <LabelledValue label={t('columns.name')} testId="details-name">
              {product.name}
            </LabelledValue>
            <LabelledValue label={t('columns.category')} testId="details-category">
              {t(`category.${product.category}`)}
            </LabelledValue>
            <LabelledValue label={t('columns.status')} testId="details-status">
              {t(`status.${product.order_status}`)}
            </LabelledValue>
            <LabelledValue label={t('columns.popularity')} testId="details-popularity">
              {t('expandable.popularity', { value: product.popularity })}
            </LabelledValue>
            <LabelledValue label={t('columns.price')} testId="details-price">
              {baht(product.price)}
            </LabelledValue>
          </SimpleGrid>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

const EXPANDABLE_COLUMNS: readonly ProductColumn[] = ['name', 'category', 'status', 'price'];

const toggleColumn: ColumnDef<DataListProduct> = {
  id: 'toggle',
  header: () => <ColumnName id="details" />,
  cell: ({ row }) => <ToggleButton row={row} />,
};

/** Expandable rows: a button per row opens the product's details and picture below it. */
export function ExpandableTable({ products }: { products: DataListProduct[] }) {
  const { t } = useTranslation('tables');
  const columns = useProductColumns(EXPANDABLE_COLUMNS, toggleColumn);
  const [expanded, setExpanded] = useState<ExpandedState>({});
  const table = useProductTable(products, columns, {
    state: { expanded },
    onExpandedChange: setExpanded,
    getRowCanExpand: () => true,
  });
  return (
    <ProductTable
      table={table}
      caption={t('expandable.caption')}
      minWidth={620}
      testId="expandable-table"
      after={(row) => row.getIsExpanded() && <Details row={row} columns={columns.length} />}
    />
  );
}
