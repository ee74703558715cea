import { Text, Timeline } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PortalShipment } from '../../../../api/modules/portal/contract';
import { usePortalFormat } from '../format';

/** The shipment's events, newest first (the API sends them oldest first), on the reader's clock. */
export function PortalTimeline({ events }: { events: PortalShipment['events'] }) {
  const { t } = useTranslation('shipments');
  const format = usePortalFormat();
  const newestFirst = [...events].reverse();
  return (
    <Timeline active={0} bulletSize={14} lineWidth={2} data-testid="portal-timeline">
      {newestFirst.map((event) => (
        <Timeline.Item
          key={`${event.at}-${event.status}`}
          title={t(`status.${event.status}`)}
          data-testid="portal-event"
          data-status={event.status}
        >
          <Text size="xs" c="dimmed" component="time" dateTime={event.at} data-testid="event-time">
            {format.dateTime(event.at)}
          </Text>
          <Text size="sm" fw={500}>
            {event.place}
          </Text>
          {event.note && (
            <Text size="sm" mt={2}>
              {event.note}
            </Text>
          )}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
