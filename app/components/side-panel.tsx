import { Drawer, type DrawerProps } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';

/**
 * The apps' side panel (a task, an event, a mail being written, a data-list product): a drawer on
 * the right, the whole width below md (768 px), with a translated name on its close button.
 */
export function SidePanel({
  opened,
  onClose,
  title,
  closeLabel,
  size,
  testId,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  title: ReactNode;
  closeLabel: string;
  /** its width from md up */
  size: DrawerProps['size'];
  testId: string;
  children: ReactNode;
}) {
  const phone = useMediaQuery('(max-width: 47.99em)');
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size={phone ? '100%' : size}
      title={title}
      closeButtonProps={{ 'aria-label': closeLabel }}
      data-testid={testId}
    >
      {children}
    </Drawer>
  );
}
