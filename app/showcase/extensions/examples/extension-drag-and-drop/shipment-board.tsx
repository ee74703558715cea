import {
  closestCorners,
  DndContext,
  useDroppable,
  type DragEndEvent,
  type DragOverEvent,
} from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { columnOf, moveAcross, reorderWithin, type Board } from '../../drag-and-drop/board';
import { sortablePosition, useDndSensors, useDndTexts } from '../../drag-and-drop/dnd-setup';
import { SortableItem } from '../../drag-and-drop/sortable-item';

const COLUMNS = ['booked', 'transit', 'customs', 'delivered'] as const;

/** Shipments on the board: reference, lane and load (ports and codes, not translated). */
const SHIPMENTS: Record<string, { lane: string; load: string }> = {
  'SHP-24031': { lane: 'Shanghai → Hamburg', load: "2 × 40' HC" },
  'SHP-24035': { lane: 'Ningbo → Rotterdam', load: "1 × 20' GP" },
  'SHP-24040': { lane: 'Busan → Antwerp', load: "3 × 40' GP" },
  'SHP-24012': { lane: 'Laem Chabang → Felixstowe', load: "1 × 40' RF" },
  'SHP-24019': { lane: 'Singapore → Genoa', load: 'LCL 6 cbm' },
  'SHP-24007': { lane: 'Ho Chi Minh City → Hamburg', load: "2 × 20' GP" },
  'SHP-23988': { lane: 'Qingdao → Le Havre', load: "1 × 40' HC" },
  'SHP-23975': { lane: 'Shenzhen → Bremerhaven', load: "4 × 40' HC" },
};

const START: Board = {
  booked: ['SHP-24031', 'SHP-24035', 'SHP-24040'],
  transit: ['SHP-24012', 'SHP-24019'],
  customs: ['SHP-24007'],
  delivered: ['SHP-23988', 'SHP-23975'],
};

function ShipmentCard({ id }: { id: string }) {
  const { t } = useTranslation('extension-drag-and-drop');
  const shipment = SHIPMENTS[id];
  return (
    <SortableItem id={id} handleLabel={t('board.move', { id })} testId={`board-card-${id}`}>
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text size="sm" fw={600}>
          {id}
        </Text>
        <Text size="xs" c="dimmed">
          {shipment.lane}
        </Text>
        <Text size="xs" c="dimmed">
          {shipment.load}
        </Text>
      </Stack>
    </SortableItem>
  );
}

function Column({ column, cards }: { column: string; cards: string[] }) {
  const { t } = useTranslation('extension-drag-and-drop');
  const { setNodeRef, isOver } = useDroppable({ id: column });
  const headingId = useId();
  return (
    <Paper
      withBorder
      p="xs"
      bg="var(--mantine-color-default-hover)"
      style={{ outline: isOver ? '2px dashed var(--mantine-primary-color-filled)' : undefined }}
      data-testid={`board-column-${column}`}
    >
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Title order={3} size="sm" id={headingId}>
          {t(`board.columns.${column}`)}
        </Title>
        <Badge variant="default" size="sm" aria-hidden>
          {cards.length}
        </Badge>
        <VisuallyHidden>{t('board.count', { n: cards.length })}</VisuallyHidden>
      </Group>
      <SortableContext id={column} items={cards} strategy={verticalListSortingStrategy}>
        <Stack
          ref={setNodeRef}
          component="ul"
          gap={6}
          aria-labelledby={headingId}
          mih={72}
          style={{ listStyle: 'none', margin: 0, padding: 0 }}
        >
          {cards.map((id) => (
            <ShipmentCard key={id} id={id} />
          ))}
        </Stack>
      </SortableContext>
    </Paper>
  );
}

/**
 * A small shipment board: cards move between Booked, In transit, At customs and Delivered, and
 * are reordered within a column. With the keyboard: Space picks a card up, the arrows move it
 * (left and right to the next column), Space drops it, Escape puts it back where it was.
 */
export default function DndShipmentBoard() {
  const { t } = useTranslation('extension-drag-and-drop');
  const dndId = useId();
  const [board, setBoard] = useState(START);
  // the board when the drag began: Escape restores it (cards move between columns on the way)
  const before = useRef<Board | null>(null);
  const sensors = useDndSensors();
  const accessibility = useDndTexts(
    (id) => t('board.item', { id }),
    (target) => {
      const column = columnOf(board, String(target.id)) ?? String(target.id);
      const name = t(`board.columns.${column}`);
      const { position } = sortablePosition(target);
      return position
        ? t('board.place', { column: name, position })
        : t('board.end', { column: name });
    },
  );

  const onDragOver = ({ active, over }: DragOverEvent) => {
    if (over) setBoard((current) => moveAcross(current, String(active.id), String(over.id)));
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    before.current = null;
    if (over) setBoard((current) => reorderWithin(current, String(active.id), String(over.id)));
  };

  return (
    <DndContext
      id={dndId}
      sensors={sensors}
      collisionDetection={closestCorners}
      onDragStart={() => {
        before.current = board;
      }}
      onDragOver={onDragOver}
      onDragEnd={onDragEnd}
      onDragCancel={() => {
        if (before.current) setBoard(before.current);
        before.current = null;
      }}
      accessibility={accessibility}
    >
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm" data-testid="shipment-board">
        {COLUMNS.map((column) => (
          <Column key={column} column={column} cards={board[column]} />
        ))}
      </SimpleGrid>
    </DndContext>
  );
}
