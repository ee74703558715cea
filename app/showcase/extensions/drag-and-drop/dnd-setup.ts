/**
 * What both examples of /extensions/drag-and-drop share: the sensors (mouse and touch start a
 * drag only after 6 px, so a click stays a click; the keyboard with sortable coordinates) and
 * dnd-kit's screen-reader texts, translated.
 */
import {
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Active,
  type Announcements,
  type Over,
  type ScreenReaderInstructions,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';

const DISTANCE = 6;

export function useDndSensors() {
  return useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: DISTANCE } }),
    useSensor(TouchSensor, { activationConstraint: { distance: DISTANCE } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
}

/** The place of a draggable or a drop target, in words ("position 2 of 5"). */
export type PlaceOf = (target: Active | Over) => string;

/**
 * The announcements of a drag, in the reader's language: picked up, moved over, dropped,
 * cancelled, with the item's name and the place's. `name` names an item by its id.
 */
export function useDndTexts(
  name: (id: string) => string,
  place: PlaceOf,
): { announcements: Announcements; screenReaderInstructions: ScreenReaderInstructions } {
  const { t } = useTranslation('extension-drag-and-drop');
  const item = (active: Active) => name(String(active.id));
  // dnd-kit reports the item over itself right after the pick-up: that is no move, and saying
  // so would replace the "picked up" message before it is read
  const lastOver = useRef<string | null>(null);
  return {
    screenReaderInstructions: { draggable: t('dnd.instructions') },
    announcements: {
      onDragStart: ({ active }) => {
        lastOver.current = String(active.id);
        return t('dnd.pickedUp', { item: item(active), place: place(active) });
      },
      onDragOver: ({ active, over }) => {
        const overId = over ? String(over.id) : null;
        if (overId === lastOver.current) return undefined;
        lastOver.current = overId;
        return over
          ? t('dnd.movedOver', { item: item(active), place: place(over) })
          : t('dnd.notOver', { item: item(active) });
      },
      onDragEnd: ({ active, over }) =>
        over
          ? t('dnd.dropped', { item: item(active), place: place(over) })
          : t('dnd.droppedOutside', { item: item(active) }),
      onDragCancel: ({ active }) => t('dnd.cancelled', { item: item(active) }),
    },
  };
}

/** Where a sortable item is within its list: its 1-based position and the list's length. */
export function sortablePosition(target: Active | Over): { position: number; total: number } {
  const sortable = (
    target.data.current as { sortable?: { index: number; items: unknown[] } } | undefined
  )?.sortable;
  return sortable
    ? { position: sortable.index + 1, total: sortable.items.length }
    : { position: 0, total: 0 };
}
