import { Group, Progress, Stack, Text } from '@mantine/core';
import { IconPlane, IconShip, IconTruck, IconTruckDelivery } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PortalShipment } from '../../../../api/modules/portal/contract';
import type { Place, ShipmentMode } from '../../../../api/modules/shipments/contract';
import { usePortalFormat } from '../format';

const modeIcon = {
  sea: IconShip,
  air: IconPlane,
  road: IconTruck,
  'cross-border': IconTruckDelivery,
} satisfies Record<ShipmentMode, unknown>;

/** One end of the route, its label above it. */
function Place(props: { label: string; place: Place; testId: string; end?: boolean }) {
  return (
    <Stack gap={0} miw={0} align={props.end ? 'flex-end' : 'flex-start'}>
      <Text size="xs" c="dimmed">
        {props.label}
      </Text>
      <Text size="sm" fw={600} ta={props.end ? 'end' : 'start'} data-testid={props.testId}>
        {`${props.place.name}, ${props.place.country}`}
      </Text>
    </Stack>
  );
}

/**
 * Where the shipment is between its two ends: the places, the mode, and a bar of how far along
 * it is (the API's progress of its status), named by the route for a screen reader.
 */
export function RouteProgress({ shipment }: { shipment: PortalShipment }) {
  const { t } = useTranslation(['portal', 'shipments']);
  const format = usePortalFormat();
  const Mode = modeIcon[shipment.mode];
  const canceled = shipment.canceledAt !== null;
  const { origin, destination } = shipment;
  return (
    <Stack gap="xs" data-testid="portal-route-progress">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="md">
        <Place label={t('detail.from')} place={origin} testId="portal-origin" />
        <Group gap={6} wrap="nowrap" c="dimmed" style={{ flex: 'none' }}>
          <Mode size={20} aria-hidden />
          <Text size="sm">{t(`shipments:mode.${shipment.mode}`)}</Text>
        </Group>
        <Place label={t('detail.to')} place={destination} testId="portal-destination" end />
      </Group>
      <div
        role="progressbar"
        aria-label={t('detail.progress-label', {
          origin: origin.name,
          destination: destination.name,
        })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={shipment.progress}
        aria-valuetext={t('detail.progress-value', { percent: format.percent(shipment.progress) })}
        data-testid="portal-progress"
      >
        {/* the bar is drawn for the eye; the element around it tells a screen reader */}
        <Progress
          value={shipment.progress}
          size="lg"
          radius="xl"
          color={canceled ? 'gray' : undefined}
          aria-hidden
        />
      </div>
      <Text size="sm" c="dimmed" ta="center" aria-hidden>
        {t('detail.progress-value', { percent: format.percent(shipment.progress) })}
      </Text>
    </Stack>
  );
}
