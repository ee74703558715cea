import { Card, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OrderTotals } from '../../../../../api/modules/orders/contract';
import { TotalsList } from './totals-list';

/** The summary card beside the steps (below them on a phone). */
export function OrderSummary({ totals }: { totals: OrderTotals }) {
  const { t } = useTranslation('checkout');
  return (
    <Card
      withBorder
      radius="md"
      component="section"
      aria-labelledby="order-summary-title"
      data-testid="order-summary"
    >
      <Title order={2} size="h4" id="order-summary-title">
        {t('summary.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm" data-testid="summary-items">
        {t('summary.items', { count: totals.itemCount })}
      </Text>
      <TotalsList totals={totals} />
    </Card>
  );
}
