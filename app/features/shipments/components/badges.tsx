import { Badge, Group, Text } from '@mantine/core';
import { IconPlane, IconShip, IconTruck, IconTruckDelivery } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ShipmentMode, ShipmentStatus } from '../../../../api/modules/shipments/contract';

/** One colour per status (a dot beside the text: the text keeps the theme's contrast). */
export const statusColor: Record<ShipmentStatus | 'canceled', string> = {
  booked: 'gray',
  'picked-up': 'indigo',
  'in-transit': 'blue',
  'at-port': 'cyan',
  'customs-hold': 'orange',
  'customs-cleared': 'teal',
  'out-for-delivery': 'violet',
  delivered: 'green',
  exception: 'red',
  canceled: 'dark',
};

/** A shipment's or an event's status; a canceled shipment shows as canceled whatever its status. */
export function StatusBadge({
  status,
  canceled = false,
}: {
  status: ShipmentStatus;
  canceled?: boolean;
}) {
  const { t } = useTranslation('shipments');
  const shown = canceled ? 'canceled' : status;
  return (
    <Badge
      variant="dot"
      color={statusColor[shown]}
      tt="none"
      // the whole status, never an ellipsis, in a narrow column
      styles={{ label: { overflow: 'visible' } }}
      style={{ flex: 'none' }}
      data-status={shown}
      data-testid="status-badge"
    >
      {t(`status.${shown}`)}
    </Badge>
  );
}

export const modeIcons = {
  sea: IconShip,
  air: IconPlane,
  road: IconTruck,
  'cross-border': IconTruckDelivery,
} satisfies Record<ShipmentMode, unknown>;

/** The mode's icon and name (sea, air, road, cross-border). */
export function ModeLabel({ mode }: { mode: ShipmentMode }) {
  const { t } = useTranslation('shipments');
  const Icon = modeIcons[mode];
  return (
    <Group gap={6} wrap="nowrap" data-mode={mode}>
      <Icon size={18} aria-hidden />
      <Text size="sm" span>
        {t(`mode.${mode}`)}
      </Text>
    </Group>
  );
}
