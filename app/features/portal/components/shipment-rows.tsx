import { Anchor, Group, Stack, Table, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CardList } from '../../../components/card-list';
import type { PortalShipmentSummary } from '../../../../api/modules/portal/contract';
import { formatTrackingNumber } from '../../../../api/modules/shipments/contract-tracking-number';
import { usePortalFormat } from '../format';
import { portalShipmentPath } from '../paths';
import { PortalStatus } from './status-badge';

/** origin → destination; the arrow is read as "to" */
function Route({ shipment }: { shipment: PortalShipmentSummary }) {
  const { t } = useTranslation('portal');
  return (
    <Text size="sm" component="span" data-testid="portal-route">
      {shipment.origin.name}{' '}
      <IconArrowRight
        size={14}
        aria-label={t('list.to')}
        role="img"
        style={{ verticalAlign: 'middle' }}
      />{' '}
      {shipment.destination.name}
    </Text>
  );
}

/** The tracking number, written in groups, opens the shipment. */
function NumberLink({ shipment: { id, trackingNumber } }: { shipment: PortalShipmentSummary }) {
  const style = {
    whiteSpace: 'nowrap',
    fontFamily: 'var(--mantine-font-family-monospace)',
  } as const;
  return (
    <Anchor
      component={Link}
      to={portalShipmentPath(id)}
      fw={600}
      size="sm"
      style={style}
      data-testid="portal-number"
    >
      {formatTrackingNumber(trackingNumber)}
    </Anchor>
  );
}

const canceled = (shipment: PortalShipmentSummary) => shipment.canceledAt !== null;

/** Wide screens: a table, one row per shipment; the tracking number opens it. */
export function PortalTable({ items }: { items: readonly PortalShipmentSummary[] }) {
  const { t } = useTranslation('portal');
  const format = usePortalFormat();
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped verticalSpacing="sm" data-testid="portal-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('list.number')}</Table.Th>
            <Table.Th>{t('list.route')}</Table.Th>
            <Table.Th>{t('list.status')}</Table.Th>
            <Table.Th>{t('list.arrival')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((shipment) => (
            <Table.Tr key={shipment.id} data-testid="portal-row">
              <Table.Td>
                <NumberLink shipment={shipment} />
              </Table.Td>
              <Table.Td>
                <Route shipment={shipment} />
              </Table.Td>
              <Table.Td>
                <PortalStatus status={shipment.status} canceled={canceled(shipment)} />
              </Table.Td>
              <Table.Td>
                <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                  {canceled(shipment) ? '—' : format.date(shipment.estimatedArrival)}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** A phone: one card per shipment. */
export function PortalCards({ items }: { items: readonly PortalShipmentSummary[] }) {
  const { t } = useTranslation('portal');
  const format = usePortalFormat();
  return (
    <CardList items={items} cardTestId="portal-row">
      {(shipment) => (
        <Stack gap={6}>
          <Group justify="space-between" wrap="wrap" gap="xs">
            <NumberLink shipment={shipment} />
            <PortalStatus status={shipment.status} canceled={canceled(shipment)} />
          </Group>
          <Route shipment={shipment} />
          {!canceled(shipment) && (
            <Text size="sm" c="dimmed">
              {t('list.arrival-on', { date: format.date(shipment.estimatedArrival) })}
            </Text>
          )}
        </Stack>
      )}
    </CardList>
  );
}
