import { Card, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The frame of every card of the basic cards page: a bordered section named by its heading. With
 * `title` the heading is drawn here; without, the content draws it with the id `titleId` (its
 * text comes from the card's read).
 */
export function DemoCard({
  titleId,
  testId,
  title,
  children,
}: {
  titleId: string;
  testId: string;
  title?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card
      component="section"
      withBorder
      padding="lg"
      aria-labelledby={titleId}
      data-testid={testId}
    >
      {title && (
        <Title order={2} size="h4" id={titleId} mb="md">
          {title}
        </Title>
      )}
      {children}
    </Card>
  );
}
