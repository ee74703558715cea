import { Stack, Title } from '@mantine/core';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatchedOrders } from '../../api/get-dispatched-orders';
import { CardRead } from './card-read';

// the table loads with its data, after the page's frame has painted (docs/decisions/0063)
const OrdersTable = lazy(() =>
  import('./dispatched-orders-table').then((m) => ({ default: m.DispatchedOrdersTable })),
);

/**
 * The orders on the road: number, status in its colour, operator, route, distance with its
 * progress, start (an instant, in the reader's zone) and estimated delivery (a date, never moved
 * by the zone). The table scrolls inside its card on a narrow screen.
 */
export function DispatchedOrdersCard() {
  const { t } = useTranslation('analytics');
  const read = useDispatchedOrders();
  return (
    <CardRead read={read} height={360} data-testid="dispatched-orders">
      {(orders) => (
        <Stack gap="md">
          <Title order={2} size="h4" id="dispatched-orders-title">
            {t('orders.title')}
          </Title>
          <OrdersTable orders={orders} />
        </Stack>
      )}
    </CardRead>
  );
}
