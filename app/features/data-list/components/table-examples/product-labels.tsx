import { Badge, Group, Progress, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  orderStatusSchema,
  type DataListCategory,
  type OrderStatus,
} from '../../../../../api/modules/data-list/contract';
import { htmlLangOf } from '../../../../lib/i18n/languages';
import classes from './table-examples.module.css';

/** The order statuses in the order of their work (the sorting example sorts them so). */
export const ORDER_STATUSES = orderStatusSchema.options;

/** The badge's colour of each status (its text colour: table-examples.module.css). */
export const statusColor: Record<OrderStatus, string> = {
  pending: 'warning',
  on_hold: 'blue',
  delivered: 'success',
  canceled: 'brand',
};

/** An order status as a coloured badge, its name in the reader's language. */
export function StatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('tables');
  return (
    <Badge
      variant="light"
      color={statusColor[status]}
      className={classes.badge}
      data-status={status}
      data-testid="status-badge"
    >
      {t(`status.${status}`)}
    </Badge>
  );
}

export function CategoryName({ category }: { category: DataListCategory }) {
  const { t } = useTranslation('tables');
  return (
    <span data-testid="category" data-category={category}>
      {t(`category.${category}`)}
    </span>
  );
}

/** A popularity (0 to 100) as a bar and a percentage; the bar only repeats the number. */
export function Popularity({ value }: { value: number }) {
  const { i18n } = useTranslation();
  const percent = new Intl.NumberFormat(htmlLangOf(i18n.language), { style: 'percent' }).format(
    value / 100,
  );
  return (
    <Group gap="xs" wrap="nowrap">
      <Progress value={value} w={64} size="sm" aria-hidden />
      <Text size="sm" span>
        {percent}
      </Text>
    </Group>
  );
}
