import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ShipmentStatus } from '../../../../api/modules/shipments/contract';

/** The badge's colour by what the status means to a customer: on its way, held up, done. */
function toneOf(status: ShipmentStatus, canceled: boolean): string {
  if (canceled) return 'gray';
  if (status === 'delivered') return 'green';
  if (status === 'exception' || status === 'customs-hold') return 'orange';
  return status === 'booked' ? 'indigo' : 'blue';
}

/**
 * A shipment's status in the staff app's words (namespace `shipments`); a canceled shipment reads
 * canceled whatever its last event. A dot beside the text: the text keeps the theme's contrast.
 */
export function PortalStatus({
  status,
  canceled = false,
}: {
  status: ShipmentStatus;
  canceled?: boolean;
}) {
  const { t } = useTranslation('shipments');
  const shown = canceled ? 'canceled' : status;
  // the whole status, never an ellipsis, in a narrow column
  const label = { overflow: 'visible' } as const;
  return (
    <Badge
      variant="dot"
      color={toneOf(status, canceled)}
      tt="none"
      styles={{ label }}
      miw="max-content"
      data-status={shown}
      data-testid="portal-status"
    >
      {t(`status.${shown}`)}
    </Badge>
  );
}
