import { Card, Drawer } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './app-frame.module.css';

interface AppFrameProps {
  /** the side panel; `close` is given in the phone's drawer, to close it after a choice */
  panel: (close?: () => void) => ReactNode;
  /** the side panel's name (its landmark and the drawer's title) */
  panelLabel: string;
  /** the drawer's close button's name */
  closeLabel: string;
  drawerOpened: boolean;
  onDrawerClose: () => void;
  /** the frame fills the window's height (its lists scroll inside) */
  fill?: boolean;
  /** data-testid of the frame; its drawer gets `<testId minus -screen>-drawer` */
  testId: string;
  /** more data-* attributes for the frame (e.g. the current filter) */
  data?: Record<`data-${string}`, string>;
  /** the app's content beside the panel, its own landmark */
  children: ReactNode;
}

/**
 * The frame of the apps with a side panel (email, todo, calendar): a card with the panel beside
 * the content from md (768 px) up, and below it the same panel in a drawer that the app's own
 * menu button opens.
 */
export function AppFrame({
  panel,
  panelLabel,
  closeLabel,
  drawerOpened,
  onDrawerClose,
  fill = false,
  testId,
  data,
  children,
}: AppFrameProps) {
  return (
    <Card
      withBorder
      radius="md"
      padding={0}
      className={classes.root}
      data-fill={fill}
      data-testid={testId}
      {...data}
    >
      <aside className={classes.panel} aria-label={panelLabel}>
        {panel()}
      </aside>
      <Drawer
        opened={drawerOpened}
        onClose={onDrawerClose}
        size={280}
        title={panelLabel}
        closeButtonProps={{ 'aria-label': closeLabel }}
        hiddenFrom="md"
        data-testid={testId.replace(/-screen$/, '-drawer')}
      >
        {panel(onDrawerClose)}
      </Drawer>
      {children}
    </Card>
  );
}
