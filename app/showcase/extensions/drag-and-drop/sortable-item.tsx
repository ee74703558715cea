import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Group, Paper } from '@mantine/core';
import { IconGripVertical } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A list item that is dragged by its handle, a button named `handleLabel` (the keyboard picks it
 * up with Space or Enter). The handle does not scroll the page on touch, so a finger can drag.
 */
export function SortableItem({
  id,
  handleLabel,
  testId,
  children,
}: {
  id: string;
  handleLabel: string;
  testId: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('extension-drag-and-drop');
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id, attributes: { roleDescription: t('dnd.sortable') } });
  return (
    <Paper
      ref={setNodeRef}
      component="li"
      withBorder
      p="xs"
      data-testid={testId}
      style={{
        transform: CSS.Translate.toString(transform),
        transition,
        position: 'relative',
        zIndex: isDragging ? 1 : undefined,
        boxShadow: isDragging ? 'var(--mantine-shadow-md)' : undefined,
        borderColor: isDragging ? 'var(--mantine-primary-color-filled)' : undefined,
      }}
    >
      <Group gap="xs" wrap="nowrap">
        <ActionIcon
          ref={setActivatorNodeRef}
          variant="subtle"
          color="gray"
          aria-label={handleLabel}
          style={{ touchAction: 'none', cursor: isDragging ? 'grabbing' : 'grab' }}
          {...attributes}
          {...listeners}
        >
          <IconGripVertical size={18} aria-hidden />
        </ActionIcon>
        {children}
      </Group>
    </Paper>
  );
}
