import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DataListProduct } from '../../../../../api/modules/data-list/contract';
import { useMoney } from '../../../../lib/format/money';
import { TableFrame } from './example-card';
import { CategoryName, StatusBadge } from './product-labels';
import classes from './table-examples.module.css';

/**
 * The simple examples, a plain Mantine Table of a few products: as is, striped with the row under
 * the pointer highlighted, or each row tinted by its order status.
 */
export function PlainTable({
  products,
  caption,
  variant,
}: {
  products: DataListProduct[];
  caption: string;
  variant: 'simple' | 'striped' | 'states';
}) {
  const { t } = useTranslation('tables');
  const { baht } = useMoney();
  const striped = variant === 'striped';
  return (
    <TableFrame caption={caption} minWidth={600}>
      {(captionId) => (
        <Table
          aria-labelledby={captionId}
          striped={striped}
          highlightOnHover={striped}
          withTableBorder={variant === 'simple'}
          verticalSpacing="sm"
          data-testid={`${variant}-table`}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('columns.id')}</Table.Th>
              <Table.Th scope="col">{t('columns.name')}</Table.Th>
              <Table.Th scope="col">{t('columns.category')}</Table.Th>
              <Table.Th scope="col">{t('columns.status')}</Table.Th>
              <Table.Th scope="col" ta="right">
                {t('columns.price')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {products.map((product) => (
              <Table.Tr
                key={product.id}
                className={variant === 'states' ? classes.stateRow : undefined}
                data-status={variant === 'states' ? product.order_status : undefined}
                data-testid="row"
              >
                <Table.Td>{product.id}</Table.Td>
                <Table.Td>
                  <Text size="sm" fw={500} span>
                    {product.name}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <CategoryName category={product.category} />
                </Table.Td>
                <Table.Td>
                  <StatusBadge status={product.order_status} />
                </Table.Td>
                <Table.Td ta="right" data-testid="price">
                  {baht(product.price)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </TableFrame>
  );
}
