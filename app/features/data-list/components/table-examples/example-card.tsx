import { Card, Table, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './table-examples.module.css';

/** The examples of the page, in its order (each one's texts are `tables:<id>.*`). */
export const EXAMPLES = [
  'simple',
  'striped',
  'states',
  'expandable',
  'filter',
  'pagination',
  'selection',
  'sorting',
] as const;
export type ExampleId = (typeof EXAMPLES)[number];

/** One example: a card with its title (a heading of the page) and a sentence on what it shows. */
export function ExampleCard({ id, children }: { id: ExampleId; children: ReactNode }) {
  const { t } = useTranslation('tables');
  const titleId = `table-example-${id}`;
  return (
    <Card
      component="section"
      withBorder
      radius="md"
      padding="lg"
      aria-labelledby={titleId}
      data-testid={`example-${id}`}
    >
      <Title order={2} size="h4" id={titleId} data-testid="example-title">
        {t(`${id}.title`)}
      </Title>
      <Text size="sm" c="dimmed" mt={4} mb="md">
        {t(`${id}.description`)}
      </Text>
      {children}
    </Card>
  );
}

/**
 * The table's caption and frame. The caption is written above the frame, not in a <caption>, so
 * that a phone shows it whole (a caption is as wide as its table and scrolls with it); it names
 * the table and the frame (`aria-labelledby`, the id handed to `children`). Narrower than
 * `minWidth`, the table scrolls sideways inside its card (the page never does); `tall`, it also
 * scrolls down past 26rem. The frame takes the keyboard's focus, so a table without a button can be
 * scrolled with the arrow keys too (axe's scrollable-region-focusable).
 */
export function TableFrame({
  caption,
  minWidth,
  tall = false,
  children,
}: {
  caption: string;
  minWidth: number;
  tall?: boolean;
  children: (captionId: string) => ReactNode;
}) {
  const captionId = useId();
  return (
    <>
      <Text size="sm" c="dimmed" mb="xs" id={captionId} data-testid="caption">
        {caption}
      </Text>
      <Table.ScrollContainer
        type="native"
        minWidth={minWidth}
        tabIndex={0}
        role="region"
        aria-labelledby={captionId}
        className={tall ? `${classes.frame} ${classes.tall}` : classes.frame}
        data-testid="table-frame"
      >
        {children(captionId)}
      </Table.ScrollContainer>
    </>
  );
}
