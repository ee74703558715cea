import { Checkbox, Table, Text, UnstyledButton } from '@mantine/core';
import { IconArrowsSort, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataListProduct } from '../../../../../api/modules/data-list/contract';
import { useMoney } from '../../../../lib/format/money';
import classes from './list.module.css';
import { OrderStatusChip, PopularityBar, ProductActions } from './product-cells';
import type { ListView } from './use-list-view';
import type { SortColumn } from './view-state';

export interface RowHandlers {
  onEdit: (product: DataListProduct) => void;
  onDelete: (product: DataListProduct) => void;
}

/** A column header that sorts by its column; aria-sort tells which way. */
function SortHeader({ column, list }: { column: SortColumn; list: ListView }) {
  const { t } = useTranslation('data-list');
  const sorted = list.state.sort === column ? list.state.dir : undefined;
  const Icon =
    sorted === 'asc' ? IconSortAscending : sorted === 'desc' ? IconSortDescending : IconArrowsSort;
  return (
    <Table.Th
      scope="col"
      aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none'}
      data-testid={`sort-${column}`}
    >
      <UnstyledButton className={classes.sortButton} onClick={() => list.sortBy(column)}>
        {t(`fields.${column}`)}
        <Icon size={14} aria-hidden />
      </UnstyledButton>
    </Table.Th>
  );
}

/** The select-all box of the rows shown: checked, unchecked, or indeterminate when some are. */
export function SelectShown({ list, label }: { list: ListView; label?: ReactNode }) {
  const { t } = useTranslation('data-list');
  return (
    <Checkbox
      checked={list.allShown}
      indeterminate={list.someShown}
      onChange={list.toggleShown}
      disabled={!list.page.rows.length}
      label={label}
      aria-label={label ? undefined : t('selection.all-shown')}
      data-testid="select-shown"
    />
  );
}

/**
 * The list view's table: a checkbox per row, name, category, popularity as a bar, order status
 * as a chip, price, and the row's edit and delete. On a phone it scrolls sideways in its card.
 */
export function ProductTable({
  list,
  loading,
  onEdit,
  onDelete,
}: { list: ListView; loading: ReactNode } & RowHandlers) {
  const { t } = useTranslation('data-list');
  const money = useMoney();
  const { rows } = list.page;
  const columns = 7;
  return (
    <Table.ScrollContainer minWidth={880}>
      <Table
        highlightOnHover
        verticalSpacing="sm"
        horizontalSpacing="md"
        data-testid="product-table"
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" w={40}>
              <SelectShown list={list} />
            </Table.Th>
            <SortHeader column="name" list={list} />
            <SortHeader column="category" list={list} />
            <SortHeader column="popularity" list={list} />
            <SortHeader column="order_status" list={list} />
            <SortHeader column="price" list={list} />
            <Table.Th scope="col">{t('fields.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {loading ? (
            <Table.Tr>
              <Table.Td colSpan={columns}>{loading}</Table.Td>
            </Table.Tr>
          ) : rows.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={columns}>
                <Text ta="center" c="dimmed" p="lg" data-testid="data-list-empty">
                  {t('list.empty')}
                </Text>
              </Table.Td>
            </Table.Tr>
          ) : (
            rows.map((product) => {
              const selected = list.isSelected(product.id);
              return (
                <Table.Tr
                  key={product.id}
                  bg={selected ? 'var(--mantine-primary-color-light)' : undefined}
                  data-testid="product-row"
                  data-product-id={product.id}
                >
                  <Table.Td>
                    <Checkbox
                      checked={selected}
                      onChange={(event) => list.toggle(product.id, event.currentTarget.checked)}
                      aria-label={t('selection.select-product', { name: product.name })}
                      data-testid="product-select"
                    />
                  </Table.Td>
                  <Table.Td className={classes.nameCell}>
                    <Text size="sm" fw={500} className={classes.name} data-testid="product-name">
                      {product.name}
                    </Text>
                  </Table.Td>
                  <Table.Td data-testid="product-category">
                    {t(`category.${product.category}`)}
                  </Table.Td>
                  <Table.Td>
                    <PopularityBar value={product.popularity} />
                  </Table.Td>
                  <Table.Td>
                    <OrderStatusChip status={product.order_status} />
                  </Table.Td>
                  <Table.Td
                    style={{ whiteSpace: 'nowrap' }}
                    data-testid="product-price"
                    data-price={product.price}
                  >
                    {money.baht(product.price)}
                  </Table.Td>
                  <Table.Td>
                    <ProductActions product={product} onEdit={onEdit} onDelete={onDelete} />
                  </Table.Td>
                </Table.Tr>
              );
            })
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
