import { closestCenter, DndContext, type DragEndEvent } from '@dnd-kit/core';
import { arrayMove, SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Badge, Stack, Text } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sortablePosition, useDndSensors, useDndTexts } from '../../drag-and-drop/dnd-setup';
import { SortableItem } from '../../drag-and-drop/sortable-item';

/** The stops of one delivery route out of the Hamburg hub (names and streets are places). */
const STOPS = [
  { id: 'altona', name: 'Altona Cold Store', street: 'Große Elbstraße 145', window: '07:00–08:30' },
  { id: 'hafencity', name: 'HafenCity Pharma', street: 'Am Sandtorkai 50', window: '08:30–10:00' },
  {
    id: 'billbrook',
    name: 'Billbrook Auto Parts',
    street: 'Moorfleeter Straße 27',
    window: '09:00–12:00',
  },
  {
    id: 'wilhelmsburg',
    name: 'Wilhelmsburg Textiles',
    street: 'Georg-Wilhelm-Straße 3',
    window: '10:00–11:30',
  },
  {
    id: 'harburg',
    name: 'Harburg Machine Works',
    street: 'Schlachthofstraße 8',
    window: '12:00–14:00',
  },
  {
    id: 'finkenwerder',
    name: 'Finkenwerder Aero Supply',
    street: 'Kreetslag 10',
    window: '13:00–15:00',
  },
];
type Stop = (typeof STOPS)[number];

function StopRow({ stop, index }: { stop: Stop; index: number }) {
  const { t } = useTranslation('extension-drag-and-drop');
  return (
    <SortableItem
      id={stop.id}
      handleLabel={t('route-stops.move', { name: stop.name })}
      testId={`stop-${stop.id}`}
    >
      <Badge variant="light" circle aria-hidden>
        {index + 1}
      </Badge>
      <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
        <Text size="sm" fw={600} truncate>
          {stop.name}
        </Text>
        <Text size="xs" c="dimmed">
          {t('route-stops.details', { street: stop.street, window: stop.window })}
        </Text>
      </Stack>
    </SortableItem>
  );
}

/**
 * A sortable list: the stops of a delivery route, reordered by their handle. With the keyboard:
 * Tab to a handle, Space or Enter picks the stop up, the arrows move it, Space drops it, Escape
 * puts it back. Each step is announced in the reader's language.
 */
export default function DndRouteStops() {
  const { t } = useTranslation('extension-drag-and-drop');
  const [stops, setStops] = useState(STOPS);
  const dndId = useId();
  const sensors = useDndSensors();
  const nameOf = (id: string) => stops.find((stop) => stop.id === id)?.name ?? id;
  const accessibility = useDndTexts(nameOf, (target) =>
    t('route-stops.place', sortablePosition(target)),
  );

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    setStops((list) => {
      const from = list.findIndex((stop) => stop.id === active.id);
      const to = list.findIndex((stop) => stop.id === over.id);
      return arrayMove(list, from, to);
    });
  };

  return (
    <DndContext
      id={dndId}
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={accessibility}
    >
      <SortableContext items={stops} strategy={verticalListSortingStrategy}>
        <Stack
          component="ol"
          gap={6}
          aria-label={t('route-stops.label')}
          data-testid="route-stops"
          style={{ listStyle: 'none', margin: 0, padding: 0 }}
        >
          {stops.map((stop, index) => (
            <StopRow key={stop.id} stop={stop} index={index} />
          ))}
        </Stack>
      </SortableContext>
    </DndContext>
  );
}
