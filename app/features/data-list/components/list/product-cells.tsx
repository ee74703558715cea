import { ActionIcon, Badge, Group, Progress, Text, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { DataListProduct } from '../../../../../api/modules/data-list/contract';
import classes from './list.module.css';

/** A product's order status as a coloured chip (list.module.css keeps the colours readable). */
export function OrderStatusChip({ status }: { status: DataListProduct['order_status'] }) {
  const { t } = useTranslation('data-list');
  return (
    <Badge className={classes.chip} radius="sm" data-status={status} data-testid="product-status">
      {t(`status.${status}`)}
    </Badge>
  );
}

/** Popularity 0 to 100 as a bar; screen readers hear the number through the bar's name. */
export function PopularityBar({ value }: { value: number }) {
  const { t } = useTranslation('data-list');
  return (
    <Group gap="xs" wrap="nowrap" className={classes.popularity}>
      <Progress
        value={value}
        color={value >= 80 ? 'success.7' : value >= 60 ? 'blue.7' : 'warning.7'}
        size="md"
        radius="xl"
        style={{ flex: 1 }}
        aria-label={t('fields.popularity-value', { value })}
        data-testid="product-popularity"
      />
      <Text size="xs" c="dimmed" w={24} ta="end" aria-hidden>
        {value}
      </Text>
    </Group>
  );
}

/** A product's edit and delete buttons, named with the product. */
export function ProductActions({
  product,
  onEdit,
  onDelete,
}: {
  product: DataListProduct;
  onEdit: (product: DataListProduct) => void;
  onDelete: (product: DataListProduct) => void;
}) {
  const { t } = useTranslation('data-list');
  return (
    <Group gap={4} wrap="nowrap">
      <Tooltip label={t('actions.edit')} withArrow>
        <ActionIcon
          variant="subtle"
          aria-label={t('actions.edit-product', { name: product.name })}
          onClick={() => onEdit(product)}
          data-testid="product-edit"
        >
          <IconPencil size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={t('actions.delete')} withArrow>
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={t('actions.delete-product', { name: product.name })}
          onClick={() => onDelete(product)}
          data-testid="product-delete"
        >
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
