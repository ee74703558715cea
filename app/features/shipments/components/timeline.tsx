import { Text, Timeline } from '@mantine/core';
import type { ShipmentEvent } from '../../../../api/modules/shipments/contract';
import { useShipmentFormat } from '../format';
import { StatusBadge } from './badges';

/** The shipment's events, newest first (the API sends them oldest first). */
export function ShipmentTimeline({ events }: { events: readonly ShipmentEvent[] }) {
  const format = useShipmentFormat();
  const newestFirst = [...events].reverse();
  return (
    <Timeline active={0} bulletSize={14} lineWidth={2} data-testid="shipment-timeline">
      {newestFirst.map((event) => (
        <Timeline.Item
          key={event.id}
          title={<StatusBadge status={event.status} />}
          data-testid="timeline-event"
          data-status={event.status}
        >
          <Text size="sm" fw={500} mt={4}>
            {event.place}
          </Text>
          <Text size="xs" c="dimmed" component="time" dateTime={event.at}>
            {format.dateTime(event.at)}
          </Text>
          {event.note && (
            <Text size="sm" mt={4}>
              {event.note}
            </Text>
          )}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
