import { Anchor, Avatar, Group, Progress, Stack, Table, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CardList } from '../../../components/card-list';
import { formatTrackingNumber } from '../../../../api/modules/shipments/contract-tracking-number';
import type { ShipmentSummary } from '../../../../api/modules/shipments/contract';
import { useShipmentFormat } from '../format';
import { ModeLabel, StatusBadge } from './badges';

export const shipmentPath = (id: number) => `/apps/shipments/${id}`;

function Route({ shipment }: { shipment: ShipmentSummary }) {
  const { t } = useTranslation('shipments');
  return (
    <Group gap={6} wrap="nowrap">
      <Text size="sm">{shipment.origin.name}</Text>
      <IconArrowRight size={14} aria-label={t('route.to')} style={{ flex: 'none' }} />
      <Text size="sm">{shipment.destination.name}</Text>
    </Group>
  );
}

function Bar({ shipment }: { shipment: ShipmentSummary }) {
  const { t } = useTranslation('shipments');
  const format = useShipmentFormat();
  return (
    <Progress
      value={shipment.progress}
      size="sm"
      color={shipment.canceledAt ? 'gray' : undefined}
      aria-label={t('list.progress-of', {
        number: formatTrackingNumber(shipment.trackingNumber),
        percent: format.percent(shipment.progress),
      })}
    />
  );
}

function Operator({ shipment }: { shipment: ShipmentSummary }) {
  const { t } = useTranslation('shipments');
  if (!shipment.operator) return <Text size="sm">{t('view.no-operator')}</Text>;
  return (
    <Group gap="xs" wrap="nowrap">
      <Avatar src={shipment.operator.avatar || undefined} alt="" size="sm" radius="xl">
        {shipment.operator.name.slice(0, 1)}
      </Avatar>
      <Text size="sm">{shipment.operator.name}</Text>
    </Group>
  );
}

/** The customer company it belongs to, under its number (none: nothing). */
function CompanyName({ shipment }: { shipment: ShipmentSummary }) {
  const { t } = useTranslation('shipments');
  if (shipment.companyName === null) return null;
  return (
    <Text size="xs" c="dimmed" maw={220} data-testid="shipment-company">
      {t('list.for-company', { name: shipment.companyName })}
    </Text>
  );
}

function NumberLink({ shipment }: { shipment: ShipmentSummary }) {
  return (
    <Anchor
      component={Link}
      to={shipmentPath(shipment.id)}
      fw={600}
      size="sm"
      ff="monospace"
      style={{ whiteSpace: 'nowrap' }}
      data-testid="shipment-number"
    >
      {formatTrackingNumber(shipment.trackingNumber)}
    </Anchor>
  );
}

/** The list on wide screens: one row per shipment; the tracking number opens it. */
export function ShipmentTable({ items }: { items: readonly ShipmentSummary[] }) {
  const { t } = useTranslation('shipments');
  const format = useShipmentFormat();
  return (
    <Table.ScrollContainer minWidth={1000}>
      <Table striped verticalSpacing="sm" data-testid="shipments-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('fields.tracking-number')}</Table.Th>
            <Table.Th>{t('fields.mode')}</Table.Th>
            <Table.Th>{t('fields.route')}</Table.Th>
            <Table.Th>{t('fields.status')}</Table.Th>
            <Table.Th w={140}>{t('fields.progress')}</Table.Th>
            <Table.Th>{t('fields.estimated-arrival')}</Table.Th>
            <Table.Th>{t('fields.operator')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((shipment) => (
            <Table.Tr key={shipment.id} data-testid="shipment-row">
              <Table.Td>
                <NumberLink shipment={shipment} />
                <CompanyName shipment={shipment} />
              </Table.Td>
              <Table.Td>
                <ModeLabel mode={shipment.mode} />
              </Table.Td>
              <Table.Td>
                <Route shipment={shipment} />
              </Table.Td>
              <Table.Td>
                <StatusBadge status={shipment.status} canceled={shipment.canceledAt !== null} />
              </Table.Td>
              <Table.Td>
                <Bar shipment={shipment} />
              </Table.Td>
              <Table.Td>
                <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                  {format.date(shipment.estimatedArrival)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Operator shipment={shipment} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The list on a phone: one card per shipment. */
export function ShipmentCards({ items }: { items: readonly ShipmentSummary[] }) {
  const { t } = useTranslation('shipments');
  const format = useShipmentFormat();
  return (
    <CardList items={items} testId="shipments-cards" cardTestId="shipment-card">
      {(shipment) => (
        <Stack gap="xs">
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <NumberLink shipment={shipment} />
            <StatusBadge status={shipment.status} canceled={shipment.canceledAt !== null} />
          </Group>
          <Route shipment={shipment} />
          <Bar shipment={shipment} />
          <Group justify="space-between" gap="xs">
            <ModeLabel mode={shipment.mode} />
            <Text size="sm">{t('list.eta', { date: format.date(shipment.estimatedArrival) })}</Text>
          </Group>
          <CompanyName shipment={shipment} />
          <Operator shipment={shipment} />
        </Stack>
      )}
    </CardList>
  );
}
