import { Avatar, Badge, Group, Progress, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DispatchedOrder } from '../../../../../api/modules/demo/contract';
import { useCardFormats } from './use-card-formats';
import tone from './tone.module.css';

const progressColor = { success: 'success', warning: 'warning', danger: 'brand' } as const;

/** The orders' table, named by the card's title; it scrolls inside its card on a narrow screen. */
export function DispatchedOrdersTable({ orders }: { orders: DispatchedOrder[] }) {
  const { t } = useTranslation('analytics');
  return (
    <Table.ScrollContainer
      minWidth={960}
      type="native"
      // reachable with the keyboard, to scroll it sideways on a narrow screen
      tabIndex={0}
      role="region"
      aria-labelledby="dispatched-orders-title"
    >
      <Table
        verticalSpacing="sm"
        highlightOnHover
        aria-labelledby="dispatched-orders-title"
        data-testid="dispatched-orders-table"
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('orders.orderNo')}</Table.Th>
            <Table.Th scope="col">{t('orders.status')}</Table.Th>
            <Table.Th scope="col">{t('orders.operator')}</Table.Th>
            <Table.Th scope="col">{t('orders.location')}</Table.Th>
            <Table.Th scope="col">{t('orders.distance')}</Table.Th>
            <Table.Th scope="col">{t('orders.startDate')}</Table.Th>
            <Table.Th scope="col">{t('orders.estDelDate')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {orders.map((order) => (
            <OrderRow key={order.orderNo} order={order} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function OrderRow({ order }: { order: DispatchedOrder }) {
  const { t } = useTranslation('analytics');
  const formats = useCardFormats();
  return (
    <Table.Tr data-testid="dispatched-order">
      <Table.Th scope="row" fw={600}>
        {t('orders.number', { value: order.orderNo })}
      </Table.Th>
      <Table.Td>
        <Badge
          variant="light"
          color={order.statusColor === 'danger' ? 'brand' : order.statusColor}
          className={tone[order.statusColor]}
          tt="none"
          // the whole word, not an ellipsis, in a narrow column
          styles={{ label: { overflow: 'visible' } }}
          data-testid="order-status"
        >
          {t(`orders.statuses.${order.status}`)}
        </Badge>
      </Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <Avatar src={order.operatorImg} alt="" size={30} radius="xl" />
          <Text size="sm">{order.operator}</Text>
        </Group>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{order.location}</Text>
      </Table.Td>
      <Table.Td miw={140}>
        <Stack gap={4}>
          <Text size="sm">{order.distance}</Text>
          <Progress
            value={order.distPercent}
            size="sm"
            color={progressColor[order.statusColor]}
            aria-label={t('orders.progress', {
              order: order.orderNo,
              value: formats.percent(order.distPercent),
            })}
          />
        </Stack>
      </Table.Td>
      <Table.Td>
        <Text size="sm" style={{ whiteSpace: 'nowrap' }} data-testid="order-start">
          {formats.instant(order.startDate)}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm" style={{ whiteSpace: 'nowrap' }} data-testid="order-delivery">
          {formats.date(order.estDelDate)}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}
